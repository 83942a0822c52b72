import { type IntlWarmUpRequest, intlWarmUpSteps } from "./intl-warm-up.ts";

// A dedicated worker of warmIntl (warm-intl.browser.ts): it runs the warm-up and answers when done.
const scope = globalThis as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<IntlWarmUpRequest>) => void): void;
  postMessage(message: unknown): void;
};
scope.addEventListener("message", ({ data }) => {
  for (const step of intlWarmUpSteps(data.locale, data.languages)) step();
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker's answer has no target origin
  scope.postMessage("warm");
});
