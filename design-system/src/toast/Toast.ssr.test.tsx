import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToastRegion } from "./Toast.tsx";
import { ToastQueue } from "./toastQueue.ts";

describe("ToastRegion on the server", () => {
  it("renders nothing, even with queued toasts", () => {
    const queue = new ToastQueue();
    queue.add({ title: "Gespeichert" }, { persistent: true });

    const html = renderToString(
      <ToastRegion queue={queue} label="Benachrichtigungen" closeLabel="Schliessen" />,
    );

    expect(html).toBe("");
  });
});
