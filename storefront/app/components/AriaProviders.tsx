import type { ComponentType } from "react";
import { I18nProvider, RouterProvider } from "react-aria-components";
import { useHref, useNavigate } from "react-router";
import { applyBrowserTextOptions } from "../lib/text-options.browser.ts";
import { useLocale } from "../lib/use-locale.ts";

// Every island loads this module before it renders: the shop's text options (language debug, overrides) are
// on the browser's catalogs by then, as on the server (lib/text-options.ts), outside the first load.
await applyBrowserTextOptions();

/**
 * Wraps an island (islands.ts) in react-aria's providers: react-aria links (search suggestions, ...)
 * navigate through the router instead of reloading the page, and react-aria's own texts and number formats
 * follow the shop's locale, not the browser's (the server and the first client render agree, and only the
 * shop's languages are bundled: see vite.config.ts). React Aria is only used inside islands, so its
 * providers are not part of the page's first load.
 */
export function withAriaProviders<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithAriaProviders(props: P) {
    const navigate = useNavigate();
    const locale = useLocale();
    return (
      <I18nProvider locale={locale}>
        {/* react-aria calls `useHref` as a hook while rendering its links (its documented React Router setup). */}
        {/* oxlint-disable-next-line react-hooks/rules-of-hooks */}
        <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
          <Component {...props} />
        </RouterProvider>
      </I18nProvider>
    );
  }
  return WithAriaProviders;
}
