import { describe, expect, it } from "vitest";
import { generateCatalog, type Catalog, type ProductFixture } from "../../fixtures/catalog/index.ts";
import { currencies } from "../../fixtures/currencies.ts";
import { languageIds } from "../../fixtures/languages.ts";
import { productListing } from "./index.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

describe("variant grouping", () => {
  it("lists one entry per option of a group expanded in listings", () => {
    // Expand the first variant group of a family in a copy of a generated catalog.
    const copy: Catalog = structuredClone(generateCatalog({ products: 40 }));
    const parent = copy.products.find(
      (product) =>
        product.variantListingConfig && copy.products.some((variant) => variant.parentId === product.id),
    )!;
    const config = parent.variantListingConfig!;
    config.displayParent = false;
    config.configuratorGroupConfig[0]!.expressionForListings = true;
    const variants = copy.products.filter((product) => product.parentId === parent.id);
    const scope = {
      locale: "de-DE" as const,
      languageId: languageIds["de-DE"],
      origin: "http://shop.test",
      includeSeoUrls: false,
    };
    const answer = productListing({
      kind: "listing",
      categoryId: parent.categoryIds[0]!,
      navigationId: parent.categoryIds[0]!,
      criteria: { limit: 100 },
      context: { scope, prices: { currency: currencies.CHF, taxState: "gross" }, catalog: copy },
    });
    if (!("listing" in answer)) throw new Error("no listing");
    const shown = (answer.listing.elements as Json[]).filter((element) => element.parentId === parent.id);
    const groupId = config.configuratorGroupConfig[0]!.id;
    const groupOptions = new Set(
      variants.flatMap((variant: ProductFixture) =>
        variant.optionIds.filter((id) =>
          copy.propertyGroups
            .find((group) => group.id === groupId)!
            .options.some((option) => option.id === id),
        ),
      ),
    );
    expect(shown).toHaveLength(groupOptions.size);
  });
});
