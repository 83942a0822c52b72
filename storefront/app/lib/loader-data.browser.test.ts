import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { feedLoaderDataWhenRead } from "./loader-data.browser.ts";

type RouterWindow = {
  __reactRouterContext?: {
    stream?: ReadableStream<Uint8Array>;
    streamController?: ReadableStreamDefaultController<string>;
  };
};
// oxlint-disable-next-line no-underscore-dangle -- React Router's name
const routerWindow = window as unknown as RouterWindow;

afterEach(() => {
  document.body.innerHTML = "";
  // oxlint-disable-next-line no-underscore-dangle -- React Router's name
  delete routerWindow.__reactRouterContext;
});

/** Resolves after a few tasks, message tasks included. */
function someTasksLater(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10));
}

/** The page as paint-first.server.ts leaves it: React Router's stream and the loader data as JSON blocks. */
function page() {
  // What React Router's inline script sets up (components.js, `serverHandoffString`).
  const context: NonNullable<RouterWindow["__reactRouterContext"]> = {};
  context.stream = new ReadableStream<string>({
    start(controller) {
      context.streamController = controller;
    },
  }).pipeThrough(new TextEncoderStream());
  // oxlint-disable-next-line no-underscore-dangle -- React Router's name
  routerWindow.__reactRouterContext = context;
  document.body.innerHTML = [
    `<script type="application/json" data-stream="chunk">${JSON.stringify('[{"_1":2},"loaderData",{"_3":4},"de-DE/home",{"_5":6},"title","Start"]\n')}</script>`,
    '<script type="application/json" data-stream="end"></script>',
  ].join("");
  return context;
}

describe("feedLoaderDataWhenRead", () => {
  it("feeds React Router's decoder in a task after the one that starts reading, never before", async () => {
    const context = page();
    const controller = context.streamController!;
    const events: string[] = [];
    const { enqueue, close } = controller;
    controller.enqueue = (chunk) => {
      events.push("enqueue");
      enqueue.call(controller, chunk);
    };
    controller.close = () => {
      events.push("close");
      close.call(controller);
    };
    feedLoaderDataWhenRead();
    await someTasksLater();
    expect(events).toEqual([]);
    let decoded: unknown;
    events.push("read");
    const decoding = decodeViaTurboStream(context.stream!, window).then((result) => {
      decoded = result.value;
    });
    // The reading task and its microtasks end without the data.
    for (let microtask = 0; microtask < 20; microtask++) await Promise.resolve();
    expect(events).toEqual(["read"]);
    await decoding;
    expect(events).toEqual(["read", "enqueue", "close"]);
    expect(decoded).toEqual({ loaderData: { "de-DE/home": { title: "Start" } } });
  });

  it("leaves a page without React Router's stream alone", () => {
    expect(() => feedLoaderDataWhenRead()).not.toThrow();
  });
});
