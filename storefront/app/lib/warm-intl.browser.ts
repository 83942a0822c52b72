import { type IntlWarmUpRequest, intlWarmUpSteps } from "./intl-warm-up.ts";
import type { Locale } from "./locale.ts";

/**
 * The page's first use of `Intl` loads ICU's data: at 4× CPU a first `NumberFormat` takes about 50 ms,
 * the list of ICU's locales (react-aria's I18nProvider) 50, the likely subtags 18, a first `localeCompare`
 * 20. Left to whoever formats first (react-aria's modules when they are evaluated, the price format,
 * Lingui's plurals, the listing filters' sort), each lands inside a module evaluation or a render slice of
 * an island and makes it a long task (ADR 6).
 *
 * ICU keeps what it loaded for the whole browser process, so a dedicated worker makes those first uses
 * off the main thread while the catalog loads; the main thread's own first uses then cost 0–0.2 ms. The
 * page hydrates when the returned promise settles: a use on the main thread while the worker is still at
 * it costs as much as without the worker (ADR 6). The worker ends when it answers; the `intl-warm`
 * performance mark tells when and where (its detail: "worker" or "main thread"). A worker that neither
 * answers nor fails holds the page for at most 2 s.
 * Without workers (or when it fails to start) the same steps run on the main thread, one timer task each.
 */
export function warmIntl(locale: Locale): Promise<void> {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const request: IntlWarmUpRequest = { locale, languages: [navigator.language] };
  // A worker that neither answers nor fails must not hold the page's hydration.
  const patience = setTimeout(resolve, WORKER_PATIENCE_MS);
  const markWarm = (where: "worker" | "main thread") => {
    clearTimeout(patience);
    performance.mark("intl-warm", { detail: where });
    resolve();
  };
  if (typeof Worker === "function") {
    try {
      const worker = new Worker(new URL("./warm-intl.worker.ts", import.meta.url), {
        type: "module",
        name: "warm-intl",
      });
      worker.addEventListener(
        "message",
        () => {
          worker.terminate();
          markWarm("worker");
        },
        { once: true },
      );
      worker.addEventListener(
        "error",
        (event) => {
          event.preventDefault();
          worker.terminate();
          warmOnMainThread(request, markWarm);
        },
        { once: true },
      );
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker takes no target origin
      worker.postMessage(request);
      return promise;
    } catch {
      // A browser that refuses the worker (a policy, a sandbox): the main thread warms up.
    }
  }
  warmOnMainThread(request, markWarm);
  return promise;
}

const WORKER_PATIENCE_MS = 2000;

function warmOnMainThread(
  { locale, languages }: IntlWarmUpRequest,
  markWarm: (where: "main thread") => void,
): void {
  const steps = intlWarmUpSteps(locale, languages);
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
    else markWarm("main thread");
  };
  setTimeout(next, 0);
}
