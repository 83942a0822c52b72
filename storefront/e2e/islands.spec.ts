import { expect, test } from "@playwright/test";
import { hydrated } from "./support.ts";

// ADR 6: the islands (header, breadcrumbs, CMS page, footer) hydrate the server's HTML in place. If an
// update reached an island before its code had loaded, React would throw its server HTML away and render
// it again (a layout shift, lost scroll and focus): the elements the server sent must be the ones left.
// The product page and the cart page also load a catalog of their own with an island (lib/i18n.ts).
const pages = ["/", "/Reinigungsmittel/", "/fr-CH/Clarus-Nettoyant-neutre/CL10001-1", "/fr-CH/checkout/cart"];

for (const path of pages) {
  test(`${path}: hydration keeps the server's header, content and footer elements`, async ({
    page,
    context,
  }) => {
    // A slow phone's CPU makes the islands arrive late, when a stray update would reach them.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const server = window as unknown as { serverElements: Element[] };
        server.serverElements = [...document.querySelectorAll("header, main > *, footer")];
      });
    });
    await page.goto(path);
    await hydrated(page);
    const replaced = await page.evaluate(() => {
      const server = (window as unknown as { serverElements: Element[] }).serverElements;
      return server
        .filter((element) => !element.isConnected)
        .map((element) => element.outerHTML.slice(0, 80));
    });
    expect(replaced).toEqual([]);
  });
}

// ADR 6, "One boundary per commit": React would hydrate every boundary that is ready in one commit (the
// home page's three product sliders and their 20 cards: one task of 965 new fibers); turns
// (cms-blocks hydrationTurn.tsx) let each commit on its own. React reports each commit to the DevTools
// hook, which the page gets before its scripts: a boundary counts once its server HTML is hydrated.
for (const path of ["/", "/Reinigungsmittel/", "/Clarus-Neutralreiniger/CL10001-1"]) {
  test(`${path}: every boundary hydrates in a commit of its own`, async ({ page }) => {
    await page.addInitScript(() => {
      type Fiber = {
        tag: number;
        memoizedState: unknown;
        alternate: Fiber | null;
        child: Fiber | null;
        sibling: Fiber | null;
      };
      // Boundaries still showing the server HTML (React's state for them holds `dehydrated`).
      const dehydrated = new WeakSet<Fiber>();
      const perCommit: number[] = [];
      (window as unknown as { boundariesPerCommit: number[] }).boundariesPerCommit = perCommit;
      const suspenseTag = 13;
      // React DOM reports every commit to the DevTools hook it finds on the window when it loads.
      const hook = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          let count = 0;
          const stack: Fiber[] = [root.current];
          while (stack.length > 0) {
            const fiber = stack.pop()!;
            if (fiber.tag === suspenseTag) {
              const state = fiber.memoizedState as { dehydrated?: unknown } | null;
              const wasDehydrated =
                dehydrated.has(fiber) || (fiber.alternate !== null && dehydrated.has(fiber.alternate));
              if (state?.dehydrated) dehydrated.add(fiber);
              else if (state === null && wasDehydrated) {
                dehydrated.delete(fiber);
                if (fiber.alternate) dehydrated.delete(fiber.alternate);
                count++;
              }
            }
            if (fiber.child) stack.push(fiber.child);
            if (fiber.sibling) stack.push(fiber.sibling);
          }
          if (count > 0) perCommit.push(count);
        },
      };
      Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", { value: hook });
    });
    await page.goto(path);
    await hydrated(page);
    const perCommit = await page.evaluate(
      () => (window as unknown as { boundariesPerCommit: number[] }).boundariesPerCommit,
    );
    expect(perCommit.length, "boundaries hydrated").toBeGreaterThan(10);
    expect(
      perCommit.filter((count) => count > 1),
      "commits that hydrated several boundaries",
    ).toEqual([]);
  });
}

// ADR 6, "ICU's data loads in a worker": the first uses of Intl (the locale list, the number, plural,
// collation and date data) are made by a dedicated worker, so the main thread's own first uses are cheap.
// The `intl-warm` mark's detail says where it ran; the main thread is only the fallback.
for (const path of ["/Reinigungsmittel/", "/fr-CH/Clarus-Nettoyant-neutre/CL10001-1"]) {
  test(`${path}: ICU's data loads in a worker`, async ({ page }) => {
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await page.goto(path);
    await hydrated(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByName("intl-warm", "mark").map((mark) => (mark as PerformanceMark).detail),
        ),
      )
      .toEqual(["worker"]);
    expect(workers).toEqual([expect.stringMatching(/warm-intl/)]);
  });
}
