import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { expect, it } from "vitest";
import { useListing, type ListingTarget, type PageListing } from "@shop/cms-blocks";
import { ShopListing } from "./ShopListing.tsx";

/** A change that sets one query parameter on the listing's latest state. */
const setting =
  (name: string, value: string): ListingTarget =>
  (current) => {
    current.searchParams.set(name, value);
    return `${current.pathname}${current.search}`;
  };

function Listing() {
  const listing = useListing()!;
  const location = useLocation();
  return (
    <>
      <output>{location.search}</output>
      {/* Two changes before the page re-renders: a filter, then a sort chosen at once. */}
      <button
        type="button"
        onClick={() =>
          [setting("manufacturer", "clarus"), setting("order", "price-asc")].forEach((to) =>
            listing.navigate!(to),
          )
        }
      >
        filter and sort
      </button>
      <button type="button" onClick={() => listing.navigate!(setting("p", "2"))}>
        next page
      </button>
      <button type="button" onClick={() => listing.navigate!("/reinigungsmittel/?order=name-asc")}>
        by name
      </button>
    </>
  );
}

function renderListing() {
  const Stub = createRoutesStub([
    {
      path: "/reinigungsmittel/",
      loader: () => null,
      Component: () => (
        <ShopListing listing={{ elements: [] } as unknown as PageListing}>
          <Listing />
        </ShopListing>
      ),
    },
  ]);
  render(<Stub initialEntries={["/reinigungsmittel/"]} />);
}

it("builds a second change on the first while the first has not landed: the sort keeps the filter", async () => {
  renderListing();
  await userEvent.click(await screen.findByRole("button", { name: "filter and sort" }));
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe("?manufacturer=clarus&order=price-asc"),
  );
});

it("builds on the landed URL once the navigation is done, and takes plain hrefs as they are", async () => {
  renderListing();
  await userEvent.click(await screen.findByRole("button", { name: "filter and sort" }));
  await waitFor(() => expect(screen.getByRole("status").textContent).toContain("order=price-asc"));
  await userEvent.click(screen.getByRole("button", { name: "next page" }));
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe("?manufacturer=clarus&order=price-asc&p=2"),
  );
  await userEvent.click(screen.getByRole("button", { name: "by name" }));
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("?order=name-asc"));
  await userEvent.click(screen.getByRole("button", { name: "next page" }));
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("?order=name-asc&p=2"));
});
