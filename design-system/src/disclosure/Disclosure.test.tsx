import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Key } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { Accordion, Disclosure } from "./Disclosure.tsx";

describe("Disclosure", () => {
  it("toggles its panel from the trigger, by mouse and keyboard", async () => {
    const onExpandedChange = vi.fn<(isExpanded: boolean) => void>();
    render(
      <Disclosure title="Marke" onExpandedChange={onExpandedChange}>
        <p>Clarus</p>
      </Disclosure>,
    );
    const trigger = screen.getByRole("button", { name: "Marke" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("Clarus")?.closest("[hidden]")).toBeTruthy();

    await userEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Clarus").closest("[hidden]")).toBeNull();
    expect(document.getElementById(trigger.getAttribute("aria-controls") ?? "")).toBeTruthy();

    await userEvent.keyboard("{Enter}");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it("wraps the trigger in a heading of the given level", () => {
    render(
      <Disclosure title="Preis" headingLevel={2} defaultExpanded>
        <p>Inhalt</p>
      </Disclosure>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Preis" });
    expect(heading.querySelector("button")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Preis" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("defaults to a level 3 heading", () => {
    render(<Disclosure title="Farbe">x</Disclosure>);
    expect(screen.getByRole("heading", { level: 3, name: "Farbe" })).toBeTruthy();
  });

  it("does not toggle when disabled", async () => {
    render(
      <Disclosure title="Marke" isDisabled>
        <p>Clarus</p>
      </Disclosure>,
    );
    const trigger = screen.getByRole("button", { name: "Marke" });
    await userEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(trigger.hasAttribute("disabled")).toBe(true);
  });
});

describe("Accordion", () => {
  const items = (
    <>
      <Disclosure id="brand" title="Marke">
        Clarus
      </Disclosure>
      <Disclosure id="price" title="Preis">
        CHF
      </Disclosure>
    </>
  );

  it("keeps one panel open at a time by default", async () => {
    render(<Accordion defaultExpandedKeys={["brand"]}>{items}</Accordion>);
    const brand = screen.getByRole("button", { name: "Marke" });
    const price = screen.getByRole("button", { name: "Preis" });
    expect(brand.getAttribute("aria-expanded")).toBe("true");

    await userEvent.click(price);
    expect(price.getAttribute("aria-expanded")).toBe("true");
    expect(brand.getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps several open with allowsMultipleExpanded", async () => {
    const onExpandedChange = vi.fn<(keys: Set<Key>) => void>();
    render(
      <Accordion allowsMultipleExpanded defaultExpandedKeys={["brand"]} onExpandedChange={onExpandedChange}>
        {items}
      </Accordion>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Preis" }));
    expect(screen.getByRole("button", { name: "Marke" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Preis" }).getAttribute("aria-expanded")).toBe("true");
    expect([...(onExpandedChange.mock.calls[0]?.[0] ?? [])].toSorted()).toEqual(["brand", "price"]);
  });

  it("disables every item when the group is disabled", async () => {
    render(<Accordion isDisabled>{items}</Accordion>);
    await userEvent.click(screen.getByRole("button", { name: "Marke" }));
    expect(screen.getByRole("button", { name: "Marke" }).getAttribute("aria-expanded")).toBe("false");
  });
});
