import { useEffect } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Button } from "../button/Button.tsx";
import { ToastRegion } from "./Toast.tsx";
import { ToastQueue, type ToastAddOptions, type ToastContent } from "./toastQueue.ts";

// Each story gets its own queue, so toasts never leak between stories.
const stories = new Map<string, ToastQueue>();
function queueFor(id: string) {
  let queue = stories.get(id);
  if (!queue) stories.set(id, (queue = new ToastQueue()));
  return queue;
}

interface DemoProps {
  id: string;
  toasts: [ToastContent, ToastAddOptions?][];
}

/** Shows `toasts` on mount (persistent, so visual tests see them) and offers a button to add more. */
function Demo({ id, toasts }: DemoProps) {
  const queue = queueFor(id);
  useEffect(() => {
    const keys = toasts.map(([content, options]) => queue.add(content, options ?? { persistent: true }));
    return () => keys.forEach((key) => queue.close(key));
  }, [queue, toasts]);
  return (
    <div className={css({ minH: "20rem" })}>
      <Button
        variant="secondary"
        onPress={() => queue.add({ title: "In den Warenkorb gelegt", variant: "success" })}
      >
        Benachrichtigung zeigen
      </Button>
      <ToastRegion queue={queue} label="Benachrichtigungen" closeLabel="Schliessen" />
    </div>
  );
}

const meta = {
  title: "Design system/Toast",
  component: Demo,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    id: "info",
    toasts: [[{ title: "Die Lieferzeit beträgt 2–3 Tage.", variant: "info" }]],
  },
  play: async () => {
    const region = await within(document.body).findByRole("region", { name: "Benachrichtigungen" });
    await expect(within(region).getByRole("status")).toHaveTextContent("Die Lieferzeit beträgt 2–3 Tage.");
  },
};

export const Success: Story = {
  args: {
    id: "success",
    toasts: [
      [{ title: "In den Warenkorb gelegt", description: "Parkettreiniger 1 l, Menge 2", variant: "success" }],
    ],
  },
};

export const Warning: Story = {
  args: {
    id: "warning",
    toasts: [
      [{ title: "Nur noch 3 Stück an Lager", description: "Die Menge wurde angepasst.", variant: "warning" }],
    ],
  },
};

export const ErrorMessage: Story = {
  args: {
    id: "error",
    toasts: [[{ title: "Der Artikel konnte nicht hinzugefügt werden.", variant: "error" }]],
  },
  play: async () => {
    const toast = await within(document.body).findByRole("alertdialog");
    await expect(within(toast).getByRole("alert")).toBeInTheDocument();
  },
};

export const Stacked: Story = {
  args: {
    id: "stacked",
    toasts: [
      [{ title: "Newsletter abonniert", variant: "success" }],
      [{ title: "Bitte bestätigen Sie Ihre E-Mail-Adresse.", variant: "info" }],
      [{ title: "Gutschein abgelaufen", variant: "warning" }],
    ],
  },
};

/** Added from a button, closes after 2500 ms. */
export const AutoDismiss: Story = {
  args: { id: "auto", toasts: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Benachrichtigung zeigen" }));
    const body = within(document.body);
    await expect(await body.findByRole("alertdialog", { name: "In den Warenkorb gelegt" })).toBeVisible();
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull(), { timeout: 4000 });
  },
};

export const CloseButton: Story = {
  args: { id: "close", toasts: [[{ title: "Adresse gespeichert", variant: "success" }]] },
  play: async () => {
    const body = within(document.body);
    const close = await body.findByRole("button", { name: "Schliessen" });
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
  },
};
