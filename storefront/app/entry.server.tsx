import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { I18nProvider } from "@lingui/react";
import { renderToPipeableStream } from "react-dom/server";
import { fontFaceCss } from "@shop/design-system/fonts";
import { pressableStyleElement } from "@shop/design-system/pressable-style";
import { ServerRouter, type EntryContext } from "react-router";
import { createI18n } from "./lib/i18n.ts";
import { splitLocalePath } from "./lib/locale.ts";
import { setErrorPageHeaders } from "./lib/errors.server.ts";
import { paintFirst } from "./lib/paint-first.server.ts";
import { applyTextOptions, isLanguageDebug } from "./lib/text-options.ts";
import { createNonce, setSecurityHeaders } from "./lib/security-headers.server.ts";
import { submitOnChangeScript } from "./lib/submit-on-change.ts";
import { NonceContext } from "./components/InlineScript.tsx";
import { restStylesheetPath, shopStylesheet } from "./lib/stylesheet.server.ts";
import { shop } from "./lib/shop.server.ts";

export const streamTimeout = 10_000;

/**
 * The rules of the shop's stylesheet that a page's HTML uses, inlined instead of the stylesheet (ADR 6), after
 * the font faces: declared there once, never in the stylesheet (design-system/src/fonts.ts says why), and
 * from the server only, so they cost the browser's JavaScript nothing; the rest of the stylesheet loads with
 * the app. Before them, the style react-aria would add while the page hydrates (pressableStyle.ts says why).
 */
const fonts = fontFaceCss();
const pageStylesheet = (html: string) => {
  const { critical, key } = shopStylesheet.page(html);
  return { inline: fonts + critical, rest: restStylesheetPath(key), styleElements: pressableStyleElement };
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  // The shop's text overrides come with the layout's data; `?language-debug=1` shows message ids instead.
  const layout = routerContext.staticHandlerContext.loaderData[`${locale}/default-layout`] as
    { textOverrides?: Record<string, string> } | undefined;
  const i18n = await createI18n(locale);
  applyTextOptions(i18n.messages, {
    debug: isLanguageDebug(url.searchParams),
    overrides: layout?.textOverrides,
  });
  // Every inline script of the page carries this nonce; the Content-Security-Policy allows no other.
  const nonce = createNonce();
  setSecurityHeaders(responseHeaders, request, nonce, { tagManager: shop.tagManagerId !== undefined });
  setErrorPageHeaders(responseHeaders, routerContext.staticHandlerContext.errors);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <NonceContext value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext>
      </I18nProvider>,
      {
        // The whole document at once, every Suspense boundary (the islands) in place: it paints and works
        // before any script runs (ADR 6). Loaders have resolved before rendering starts, so nothing waits.
        // Never outline a large boundary (React streams those after the rest, moved in place by an inline
        // script): the header would paint late and be missing without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Submit-on-change controls work before their island hydrates (lib/submit-on-change.ts).
        bootstrapScriptContent: submitOnChangeScript,
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(paintFirst(pageStylesheet)).pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
