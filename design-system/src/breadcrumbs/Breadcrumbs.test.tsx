import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumbs, type BreadcrumbItem } from "./Breadcrumbs.tsx";

const items: BreadcrumbItem[] = [
  { label: "Startseite", href: "/" },
  { label: "Reinigung", href: "/reinigung/" },
  { label: "Bodenpflege", href: "/reinigung/bodenpflege/" },
  { label: "Parkettreiniger 1 l", href: "/parkettreiniger-1-l/p-1001" },
];

describe("Breadcrumbs", () => {
  it("is a labelled navigation with an ordered list of links", () => {
    render(<Breadcrumbs items={items} label="Brotkrümelnavigation" />);
    const nav = screen.getByRole("navigation", { name: "Brotkrümelnavigation" });
    const list = within(nav).getByRole("list");

    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    expect(within(nav).getByRole("link", { name: "Reinigung" }).getAttribute("href")).toBe("/reinigung/");
  });

  it("marks only the last item as the current page", () => {
    render(<Breadcrumbs items={items} label="Brotkrümelnavigation" />);
    const current = screen.getByRole("link", { name: "Parkettreiniger 1 l" });

    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.closest("li")?.hasAttribute("data-current")).toBe(true);
    expect(screen.getByRole("link", { name: "Bodenpflege" }).hasAttribute("aria-current")).toBe(false);
  });

  it("shows a current page without href as text", () => {
    render(<Breadcrumbs items={[items[0]!, { label: "Suche" }]} label="Brotkrümelnavigation" />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByText("Suche").getAttribute("aria-current")).toBe("page");
  });

  it("keeps separators decorative", () => {
    const { container } = render(<Breadcrumbs items={items} label="Brotkrümelnavigation" />);
    const separators = container.querySelectorAll("svg");

    expect(separators).toHaveLength(3);
    separators.forEach((svg) => expect(svg.getAttribute("aria-hidden")).toBe("true"));
  });

  it("hands every link to renderLink, e.g. a router link", () => {
    render(
      <Breadcrumbs
        items={items}
        label="Brotkrümelnavigation"
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={href} data-router="">
            {children}
          </a>
        )}
      />,
    );
    const links = screen.getAllByRole("link");

    expect(links).toHaveLength(4);
    links.forEach((link) => expect(link.hasAttribute("data-router")).toBe(true));
    expect(links.at(-1)?.getAttribute("aria-current")).toBe("page");
  });
});
