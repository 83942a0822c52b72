interface RouterContext {
  stream?: ReadableStream<Uint8Array>;
  streamController?: { enqueue(chunk: string): void; close(): void };
}

// oxlint-disable-next-line no-underscore-dangle -- React Router's name
const routerContext = () => (window as { __reactRouterContext?: RouterContext }).__reactRouterContext;

/**
 * Puts the page's loader data into React Router's stream: the JSON blocks that paint-first.server.ts makes
 * of React Router's `streamController.enqueue("…")` scripts.
 */
function feedLoaderData(): void {
  const controller = routerContext()?.streamController;
  if (!controller) return;
  for (const data of document.querySelectorAll<HTMLScriptElement>("script[data-stream]")) {
    if (data.dataset.stream === "end") controller.close();
    else controller.enqueue(JSON.parse(data.textContent ?? '""') as string);
  }
}

/**
 * Feeds the loader data once React Router starts to read its stream, in a task of its own (ADR 6). The
 * router decodes what the stream holds in the microtasks of the task that feeds it, or of the task that
 * starts reading when the data is already there. Fed before hydration (by the page's start), the data was
 * decoded in the render slice that first rendered the router, and the decoding and the garbage collection it
 * causes made that slice one task of 34 ms on the 2-core machine for the home page (×4 on Lighthouse's
 * phone); now a render slice of 7 ms and a decoding task of 18. The first read is React Router's
 * `stream.pipeThrough(…)` (its turbo-stream decoder): the stream's reading methods are wrapped on this one
 * object. Call it before `hydrateRoot`.
 */
export function feedLoaderDataWhenRead(): void {
  const stream = routerContext()?.stream;
  if (!stream) return;
  let posted = false;
  const feedInATaskOfItsOwn = () => {
    if (posted) return;
    posted = true;
    const channel = new MessageChannel();
    channel.port1.addEventListener(
      "message",
      () => {
        channel.port1.close();
        feedLoaderData();
      },
      { once: true },
    );
    // A port with a listener (not `onmessage`) delivers once started.
    channel.port1.start();
    channel.port2.postMessage(null);
  };
  for (const method of ["pipeThrough", "pipeTo", "getReader", "tee"] as const) {
    const read = stream[method] as (...args: unknown[]) => unknown;
    Object.defineProperty(stream, method, {
      configurable: true,
      value(this: ReadableStream<Uint8Array>, ...args: unknown[]) {
        feedInATaskOfItsOwn();
        return read.apply(this, args);
      },
    });
  }
}
