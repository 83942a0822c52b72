import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { DownloadList } from "./DownloadList.tsx";

const meta = {
  title: "Design system/DownloadList",
  component: DownloadList,
  args: {
    label: "Sicherheitsdatenblätter",
    items: [
      {
        id: "sdb-de",
        href: "/media/sdb-clarus-de.pdf",
        fileName: "Sicherheitsdatenblatt (DE)",
        extension: "pdf",
        size: "240 KB",
      },
      {
        id: "sdb-fr",
        href: "/media/sdb-clarus-fr.pdf",
        fileName: "Fiche de données de sécurité (FR)",
        extension: "pdf",
        size: "236 KB",
      },
      {
        id: "tds",
        href: "/media/tds-clarus.docx",
        fileName: "Technisches Merkblatt",
        extension: "docx",
        size: "48 KB",
      },
    ],
  },
  decorators: [(Story) => <div className={css({ maxW: "md" })}>{Story()}</div>],
} satisfies Meta<typeof DownloadList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Sicherheitsdatenblätter" });
    await expect(within(list).getAllByRole("link")).toHaveLength(3);
    await expect(
      within(list).getByRole("link", { name: "Technisches Merkblatt.docx (DOCX, 48 KB)" }),
    ).toHaveAttribute("href", "/media/tds-clarus.docx");
  },
};

export const Single: Story = {
  args: {
    label: "Zertifikate",
    items: [{ id: "iso", href: "/media/iso-14001.pdf", fileName: "Zertifikat ISO 14001", extension: "pdf" }],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: "Zertifikat ISO 14001.pdf (PDF)" }),
    ).toBeVisible();
  },
};

/** A long name wraps inside 320 px; the type badge stays on the first line. */
export const LongFileName: Story = {
  args: {
    items: [
      {
        id: "long",
        href: "/media/sdb.pdf",
        fileName: "Sicherheitsdatenblatt_Clarus_Neutralreiniger_Konzentrat_5l_Kanister_Version_2024-03_DE-CH",
        extension: "pdf",
        size: "1.2 MB",
      },
    ],
  },
  decorators: [(Story) => <div className={css({ w: "20rem" })}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link");
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};
