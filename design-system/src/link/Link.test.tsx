import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Link, linkStyle } from "./Link.tsx";

describe("Link", () => {
  it("is a real link with its href", () => {
    render(<Link href="/fr-CH/Nettoyage/">Nettoyage</Link>);
    const link = screen.getByRole("link", { name: "Nettoyage" });

    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/fr-CH/Nettoyage/");
    expect(link.hasAttribute("aria-current")).toBe(false);
  });

  it("renders an anchor with href on the server", () => {
    const html = renderToString(<Link href="/checkout/cart">Cart</Link>);
    expect(html).toMatch(/^<a [^>]*href="\/checkout\/cart"[^>]*>Cart<\/a>$/);
  });

  it("marks the current page", () => {
    render(
      <Link href="/" variant="nav" isCurrent>
        Home
      </Link>,
    );
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
  });

  it("passes attributes through, e.g. for new tabs", () => {
    render(
      <Link href="https://example.ch" target="_blank" rel="noopener noreferrer">
        Partner
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Partner" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("hands the final props to a router link through render", () => {
    render(
      <Link
        href="/account"
        variant="subtle"
        className="extra"
        isCurrent
        render={({ href, children, ...props }) => (
          <a {...props} href={href} data-router="">
            {children}
          </a>
        )}
      >
        Account
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Account" });

    expect(link.hasAttribute("data-router")).toBe(true);
    expect(link.getAttribute("href")).toBe("/account");
    expect(link.getAttribute("aria-current")).toBe("page");
    expect(link.className).toContain("extra");
    expect(link.className).toContain(linkStyle({ variant: "subtle" }));
  });
});
