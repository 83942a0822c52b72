import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // The unit files share one environment per worker (isolate: false): react-aria's live announcer stays
  // in the body for the worker's life, so its past announcements ("9 options available") are emptied
  // here, or a later file's getByText would find them.
  if (typeof document === "undefined") return;
  for (const region of document.querySelectorAll("[data-live-announcer] > *")) region.replaceChildren();
});
