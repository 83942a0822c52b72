import { Transform } from "node:stream";

/**
 * Paint first, then load the app (ADR 6). React Router's `<Scripts>` puts a modulepreload for every chunk
 * of the page into `<head>` and an async inline module that imports them at the end of `<body>`: the
 * browser fetches all of it while it fetches the stylesheet and the LCP image, and runs it, hydration
 * included, before its first paint. The server HTML is a complete page that works without JavaScript, so
 * this transform holds the app back until the page has loaded (the load event: stylesheet, font and the
 * eager images are in), then adds the modulepreloads and starts the same inline module.
 *
 * It rewrites the HTML stream as it passes:
 * - `<link rel="modulepreload" href="…"/>` are taken out of `<head>`; their hrefs are kept;
 * - `<script … type="module" async="">CODE</script>` becomes a classic script (same element, other
 *   attributes kept, e.g. a nonce) that runs `startAppAfterLoad(CODE, hrefs)`.
 * React hydrates the same elements (RR renders them with `suppressHydrationWarning`); the preload links
 * are found again by href when React hoists them on the client.
 */
export function paintFirst(): Transform {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const preloads: string[] = [];
  let pending = "";

  const rewrite = (html: string) =>
    html
      .replace(MODULEPRELOAD, (_, href: string) => {
        preloads.push(decodeAttribute(href));
        return "";
      })
      .replace(MODULE_SCRIPT, (_, before: string, after: string, code: string) => {
        const call = `(${startAppAfterLoad.toString()})(${scriptLiteral(code)},${scriptLiteral(preloads)});`;
        return `<script${before}${after}>${call}</script>`;
      });

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.decode(chunk, { stream: true });
      const end = safeEnd(pending);
      const ready = pending.slice(0, end);
      pending = pending.slice(end);
      callback(null, ready ? encoder.encode(rewrite(ready)) : undefined);
    },
    flush(callback) {
      pending += decoder.decode();
      callback(null, pending ? encoder.encode(rewrite(pending)) : undefined);
    },
  });
}

/** The part of `pending` that can be written: everything before a tag or a script that is still open. */
function safeEnd(text: string): number {
  const script = text.lastIndexOf(SCRIPT_START);
  if (script >= 0 && text.indexOf("</script>", script) < 0) return script;
  const lastOpen = text.lastIndexOf("<");
  return lastOpen >= 0 && text.indexOf(">", lastOpen) < 0 ? lastOpen : text.length;
}

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const SCRIPT_START = "<script";
const MODULE_SCRIPT = /<script([^>]*?) type="module" async=""([^>]*)>([\s\S]*?)<\/script>/g;

/** A JavaScript literal of a JSON value that is safe inside an HTML `<script>` element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"');
}

/**
 * Runs in the browser (serialised into the page): once the page has loaded, preload the app's chunks in
 * parallel and start React Router's inline module.
 */
function startAppAfterLoad(code: string, preloads: string[]) {
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = code;
    document.head.append(script);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
