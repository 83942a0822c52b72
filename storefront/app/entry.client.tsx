import { I18nProvider } from "@lingui/react";
import { paceHydration } from "@shop/cms-blocks";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserI18n } from "./lib/i18n.ts";
import { feedLoaderDataWhenRead } from "./lib/loader-data.browser.ts";
import { splitLocalePath } from "./lib/locale.ts";
import { warmIntl } from "./lib/warm-intl.browser.ts";

// The page's catalog is loaded before hydration so the first client render matches the server HTML. The
// page's islands (header, listing, product elements) load after the shell has hydrated (ADR 6), the
// purchase islands with their own catalog (lib/i18n.ts).
const { locale } = splitLocalePath(window.location.pathname);
// ICU's data loads in a worker while the catalog loads (lib/warm-intl.browser.ts); hydration waits for
// both, so that no use of Intl on the main thread waits inside a task for ICU's data the worker is loading.
const [i18n] = await Promise.all([browserI18n(locale), warmIntl(locale)]);
// Islands, CMS blocks and cards hydrate one per commit (ADR 6, cms-blocks hydrationTurn.tsx).
paceHydration();
// The loader data is decoded in a task of its own, not in a render slice.
feedLoaderDataWhenRead();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  );
});
