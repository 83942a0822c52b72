// fireEvent, not user-event: user-event wraps the focus that the error summary takes in its commit in a
// nested act(), which React refuses ("Should not already be working").
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { setupI18n } from "@lingui/core";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { TextField } from "@shop/design-system";
import type { AccountFormResult } from "../../lib/account-forms.ts";
import { AccountForm } from "./AccountForm.tsx";

const labels = { firstName: "First name", lastName: "Last name" };

const refused: AccountFormResult = {
  ok: false,
  intent: "profile",
  values: { firstName: "Lea", lastName: "" },
  errors: { lastName: { rule: "required" } },
};

/**
 * The profile form on a page whose loader waits for `release` on every call after the first, and whose
 * action answers `refused` with 200: the fetcher stays in "loading" (with the answer) until released.
 */
function renderForm() {
  let loads = 0;
  let release: (() => void) | undefined;
  const Stub = createRoutesStub([
    {
      path: "/account/profile",
      loader: async () => {
        loads += 1;
        if (loads > 1) await new Promise<void>((resolve) => (release = resolve));
        return null;
      },
      action: () => refused,
      HydrateFallback: () => null,
      Component: () => (
        <AccountForm
          intent="profile"
          action="/account/profile"
          rules={() => ({})}
          labels={labels}
          successText="Saved."
          submitLabel="Save"
        >
          {(field) =>
            Object.entries(labels).map(([name, label]) => (
              <TextField
                key={name}
                id={field.id(name)}
                name={name}
                label={label}
                defaultValue={field.value(name) ?? ""}
                errorMessage={field.error(name)}
              />
            ))
          }
        </AccountForm>
      ),
    },
  ]);
  const i18n = setupI18n({ locale: "de-DE", messages: { "de-DE": {} } });
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={["/account/profile"]} />
    </I18nProvider>,
  );
  return { waiting: () => loads > 1, release: () => release?.() };
}

it("keeps what the shopper types after a refusal shows, while the page's data is still loading", async () => {
  const page = renderForm();
  await screen.findByRole("textbox", { name: "Last name" });
  fireEvent.change(screen.getByRole("textbox", { name: "First name" }), { target: { value: "Lea" } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  // The refusal shows (the field is marked) while the revalidation waits.
  await waitFor(() =>
    expect(screen.getByRole("textbox", { name: "Last name" }).getAttribute("aria-invalid")).toBe("true"),
  );
  expect(page.waiting()).toBe(true);
  fireEvent.change(screen.getByRole("textbox", { name: "Last name" }), { target: { value: "Muster" } });
  page.release();
  await waitFor(() => expect(document.querySelector("form")!.hasAttribute("aria-busy")).toBe(false));
  // The answer came, the page settled: what was typed meanwhile is still there, the echo as well.
  expect((screen.getByRole("textbox", { name: "Last name" }) as HTMLInputElement).value).toBe("Muster");
  expect((screen.getByRole("textbox", { name: "First name" }) as HTMLInputElement).value).toBe("Lea");
});
