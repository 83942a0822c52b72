import type { ReactElement } from "react";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, type RenderOptions } from "@testing-library/react";

/** Renders inside a de-DE Lingui provider; without a catalog the English source message shows. */
export function renderWithI18n(ui: ReactElement, options?: RenderOptions) {
  const i18n = setupI18n({ locale: "de-DE", messages: { "de-DE": {} } });
  return render(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    ...options,
  });
}
