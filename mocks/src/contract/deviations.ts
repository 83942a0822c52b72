/**
 * Where real Shopware (6.7) answers differently from its own OpenAPI schema, and the emulator copies
 * Shopware rather than the schema. Each entry patches the schema document before validation; keep this
 * list short and every reason checkable. Anything else the schema rejects is a bug in the fixtures.
 */
import type { OpenApiDocument, SchemaObject } from "./openapi.ts";

export interface Deviation {
  id: string;
  /** The schema location that is patched. */
  where: string;
  reason: string;
  apply(document: OpenApiDocument): void;
}

function visit(value: unknown, fn: (schema: SchemaObject) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, fn);
    return;
  }
  if (value === null || typeof value !== "object") return;
  fn(value as SchemaObject);
  for (const field of Object.values(value)) visit(field, fn);
}

const schema = (document: OpenApiDocument, name: string): SchemaObject => {
  const found = document.components.schemas[name];
  if (!found) throw new Error(`Deviation refers to unknown schema ${name}`);
  return found;
};

const property = (owner: SchemaObject, name: string): SchemaObject => {
  const found = (owner.properties as Record<string, SchemaObject> | undefined)?.[name];
  if (!found) throw new Error(`Deviation refers to unknown property ${name}`);
  return found;
};

/** Applied in order: the targeted patches first, the general nullability last. */
export const deviations: Deviation[] = [
  {
    id: "contact-form-answers-its-result",
    where: 'paths["/contact-form"].post.responses.200',
    reason:
      "ContactFormRoute answers a ContactFormRouteResponse whose body is the ContactFormResult struct ({individualSuccessMessage, apiAlias: contact_form_result}); the schema declares the 200 without content.",
    apply(document) {
      const responses = document.paths["/contact-form"]?.post?.responses;
      if (!responses) throw new Error("Deviation refers to unknown operation POST /contact-form");
      responses["200"] = {
        description: "Message sent successful.",
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["individualSuccessMessage", "apiAlias"],
              properties: {
                individualSuccessMessage: { type: "string" },
                apiAlias: { type: "string", const: "contact_form_result" },
              },
            },
          },
        },
      };
    },
  },
  {
    id: "country-address-format-is-a-list",
    where: "components.schemas.Country.properties.addressFormat",
    reason:
      'Country.addressFormat is stored and returned as a list of lines, each a list of snippet keys (e.g. [["address/company", "symbol/dash", "address/department"], ...]); the schema says `object`.',
    apply(document) {
      const country = schema(document, "Country");
      const properties = country.properties as Record<string, SchemaObject>;
      properties.addressFormat = {
        type: "array",
        items: { type: "array", items: { type: "string" } },
      };
    },
  },
  {
    id: "context-currency-factor-is-a-float",
    where: "components.schemas.SalesChannelContext.properties.context.properties.currencyFactor",
    reason:
      "Context::currencyFactor is a PHP float (the currency's exchange rate, e.g. 1.06 for EUR in a CHF shop); the schema types it as integer, which only holds for the default currency.",
    apply(document) {
      const context = property(schema(document, "SalesChannelContext"), "context");
      (context.properties as Record<string, SchemaObject>).currencyFactor = { type: "number" };
    },
  },
  {
    id: "method-lists-aggregations-are-a-list",
    where:
      "components.responses.PaymentMethodListResponse, components.responses.ShippingMethodListResponse and paths./shipping-method.post.responses.200: properties.aggregations",
    reason:
      "The payment and shipping method routes answer a serialised EntitySearchResult, whose empty aggregation collection is written as [] (as on every other list, where the shared EntitySearchResult schema says array). These responses type it as object; the POST /shipping-method response even combines both with allOf, which no value can satisfy.",
    apply(document) {
      const listOrObject = { anyOf: [{ type: "array" }, { type: "object" }] };
      const patch = (response: SchemaObject | undefined) => {
        const content = response?.content as Record<string, { schema?: SchemaObject }> | undefined;
        const root = content?.["application/json"]?.schema;
        if (!root) throw new Error("Deviation refers to a response without a JSON schema");
        let patched = false;
        visit(root, (node) => {
          const properties = node.properties as Record<string, SchemaObject> | undefined;
          if (properties?.aggregations && (properties.aggregations as SchemaObject).type === "object") {
            properties.aggregations = listOrObject;
            patched = true;
          }
        });
        if (!patched) throw new Error("Deviation found no aggregations property to patch");
      };
      patch(document.components.responses.PaymentMethodListResponse);
      patch(document.components.responses.ShippingMethodListResponse);
      patch(document.paths["/shipping-method"]?.post?.responses?.["200"]);
    },
  },
  {
    id: "search-result-aggregations-are-keyed-by-name",
    where: "components.schemas.EntitySearchResult.properties.aggregations",
    reason:
      'Shopware serialises a filled AggregationResultCollection as an object keyed by aggregation name (a product listing answers `"aggregations": {"manufacturer": {...}, "price": {...}}`) and an empty one as []; the schema only allows an array.',
    apply(document) {
      const result = schema(document, "EntitySearchResult");
      (result.properties as Record<string, SchemaObject>).aggregations = {
        anyOf: [{ type: "array" }, { type: "object" }],
      };
    },
  },
  {
    id: "listing-current-filters-only-of-enabled-filters",
    where: "components.schemas.ProductListingResult.allOf[1].properties.currentFilters.required",
    reason:
      "AggregationListingProcessor::process adds one currentFilters entry per filter in the collection, and a filter switched off (`manufacturer-filter: false`, ...) is never created (its ListingFilterHandler::create returns null), so its key is missing; the schema requires manufacturer, properties, price, rating and shipping-free always.",
    apply(document) {
      const listing = schema(document, "ProductListingResult");
      const own = (listing.allOf as SchemaObject[])[1]!;
      const currentFilters = property(own, "currentFilters");
      currentFilters.required = ["navigationId"];
    },
  },
  {
    id: "property-group-option-group-and-option-are-not-always-there",
    where: "components.schemas.PropertyGroupOption.required (group, option)",
    reason:
      "PropertyGroupOptionDefinition has no `option` field at all, and `group` is an association Shopware only serialises when it was loaded: the options of a listing's `properties` aggregation are loaded without it, and ProductConfiguratorLoader sets it to null on every configurator option. The schema lists both as required.",
    apply(document) {
      const option = schema(document, "PropertyGroupOption");
      option.required = (option.required as string[]).filter((name) => name !== "group" && name !== "option");
    },
  },
  {
    id: "reference-price-is-the-cart-struct",
    where: "components.schemas.CartPriceReference.required and components.schemas.ReferencePrice.required",
    reason:
      "A price's `referencePrice` is Shopware's ReferencePrice struct (Checkout/Cart/Price/Struct/ReferencePrice: price, purchaseUnit, referenceUnit, unitName). The schema requires hasRange, listPrice and regulationPrice as well, fields of CalculatedCheapestPrice that a reference price never has.",
    apply(document) {
      for (const name of ["CartPriceReference", "ReferencePrice"]) {
        const reference = schema(document, name);
        reference.required = (reference.required as string[]).filter(
          (field) => !["hasRange", "listPrice", "regulationPrice"].includes(field),
        );
      }
    },
  },
  {
    id: "product-seo-category-only-on-product-pages",
    where: "components.schemas.Product.required (seoCategory)",
    reason:
      "seoCategory is a runtime association that only ProductDetailRoute fills (ProductDetailRoute::load calls setSeoCategory); products in listings, searches, cross-sellings and CMS elements carry it as null. The schema marks it required.",
    apply(document) {
      const product = schema(document, "Product");
      product.required = (product.required as string[]).filter((name) => name !== "seoCategory");
    },
  },
  {
    id: "calculated-prices-items-allow-their-fields",
    where: "components.schemas.Product.properties.calculatedPrices.items.additionalProperties",
    reason:
      "The items are `additionalProperties: false` next to `allOf: [CalculatedPrice]`. In JSON Schema additionalProperties only sees properties declared beside it, so this rejects every price with any field, including the unitPrice/quantity/totalPrice of CalculatedPrice itself; a real quantity-tier price (Shopware's ProductPriceCalculator) fails just the same.",
    apply(document) {
      const prices = property(schema(document, "Product"), "calculatedPrices");
      delete (prices.items as SchemaObject).additionalProperties;
    },
  },
  {
    id: "sorted-properties-is-a-list",
    where: "components.schemas.Product.properties.sortedProperties",
    reason:
      "sortedProperties is a PropertyGroupCollection (PropertyGroupSorter::sort), which the Store API serialises as a JSON list of property groups with their options; the schema types it as object.",
    apply(document) {
      property(schema(document, "Product"), "sortedProperties");
      (schema(document, "Product").properties as Record<string, SchemaObject>).sortedProperties = {
        type: "array",
        items: { $ref: "#/components/schemas/PropertyGroup" },
      };
    },
  },
  {
    id: "breadcrumb-seo-urls-are-plain-rows",
    where: "components.schemas.Breadcrumb.properties.seoUrls",
    reason:
      "CategoryBreadcrumbBuilder::loadSeoUrls selects only id, pathInfo and seoPathInfo of the canonical SEO URLs (convertCategoriesToBreadcrumbUrls removes the categoryId), so a breadcrumb's seoUrls are plain rows, not SeoUrl entities with languageId, foreignKey and routeName.",
    apply(document) {
      property(schema(document, "Breadcrumb"), "seoUrls");
      (schema(document, "Breadcrumb").properties as Record<string, SchemaObject>).seoUrls = {
        type: "array",
        items: {
          type: "object",
          required: ["id", "pathInfo", "seoPathInfo"],
          properties: {
            id: { type: "string" },
            pathInfo: { type: "string" },
            seoPathInfo: { type: "string" },
          },
        },
      };
    },
  },
  {
    id: "product-review-save-answers-204",
    where: "paths./product/{productId}/review.post.responses",
    reason:
      "ProductReviewSaveRoute::save returns a NoContentResponse: a saved review answers 204 without a body, not the 200 the schema declares.",
    apply(document) {
      const responses = document.paths["/product/{productId}/review"]?.post?.responses;
      if (!responses) throw new Error("Deviation refers to an unknown operation");
      responses["204"] = { description: "The review was saved (pending approval)." };
    },
  },
  {
    id: "register-confirm-answers-the-customer",
    where: "paths./account/register-confirm.post.responses.200",
    reason:
      "RegisterConfirmRoute::confirm returns a CustomerResponse (the confirmed, now logged-in customer, as its description says); the schema declares the 200 without any content.",
    apply(document) {
      const response = document.paths["/account/register-confirm"]?.post?.responses?.["200"];
      if (!response) throw new Error("Deviation refers to an unknown operation");
      response.content = { "application/json": { schema: { $ref: "#/components/schemas/Customer" } } };
    },
  },
  {
    id: "wishlist-products-are-an-entity-search-result",
    where: "components.schemas.WishlistLoadRouteResponse.properties.products",
    reason:
      "LoadWishlistRoute::loadProducts answers the product repository's EntitySearchResult (apiAlias dal_entity_search_result, no sortings or current filters); the schema calls it a ProductListingResult, which only the listing routes build.",
    apply(document) {
      const response = schema(document, "WishlistLoadRouteResponse");
      (response.properties as Record<string, SchemaObject>).products = {
        allOf: [
          { $ref: "#/components/schemas/EntitySearchResult" },
          {
            type: "object",
            properties: { elements: { type: "array", items: { $ref: "#/components/schemas/Product" } } },
          },
        ],
      };
    },
  },
  {
    id: "cart-errors-empty-is-a-list",
    where: "components.schemas.Cart.properties.errors.type",
    reason:
      "Cart.errors is an ErrorCollection keyed by error key: PHP writes a filled one as an object and an empty one as [] (Shopware's own guide 'Working with the cart' shows `\"errors\": []` for a new cart). The schema offers the array in anyOf but also sets `type: object` beside it, which rejects the empty list.",
    apply(document) {
      const errors = property(schema(document, "Cart"), "errors");
      if (errors.type !== "object") throw new Error("Deviation expected Cart.errors to be typed object");
      delete errors.type;
    },
  },
  {
    id: "line-item-payload-is-the-line-item-payload",
    where:
      "components.schemas.LineItem.properties.payload and components.schemas.OrderLineItem.properties.payload",
    reason:
      "LineItem::$payload is the line item's own key-value payload, not a product entity: ProductCartProcessor::enrich writes productNumber, options, isCloseout, stock, taxId, createdAt and releaseDate (in storage format `Y-m-d H:i:s.v`) and more, PromotionItemBuilder::buildPayload writes promotionId, discountId, code, discountType and value. It has no id, name or type, which the referenced ProductJsonApi (a JSON:API resource) requires. OrderConverter copies it unchanged into the order line item, whose schema describes it as a product's fields (date-time dates, option entities).",
    apply(document) {
      for (const owner of ["LineItem", "OrderLineItem"]) {
        property(schema(document, owner), "payload");
        (schema(document, owner).properties as Record<string, SchemaObject>).payload = {
          anyOf: [{ type: "object" }, { type: "array", maxItems: 0 }],
        };
      }
    },
  },
  {
    id: "line-item-price-definition-depends-on-the-type",
    where:
      "components.schemas.LineItem.properties.priceDefinition and components.schemas.CartPriceQuantity.properties.listPrice, regulationPrice",
    reason:
      "A product's priceDefinition is a QuantityPriceDefinition, whose listPrice and regulationPrice are floats (the unit list price), not CartListPrice objects. A discount line item carries a PercentagePriceDefinition (apiAlias cart_price_percentage) or an AbsolutePriceDefinition (cart_price_absolute), as PromotionItemBuilder::buildDiscountLineItem builds them; the schema only allows cart_price_quantity.",
    apply(document) {
      const quantity = schema(document, "CartPriceQuantity");
      const properties = quantity.properties as Record<string, SchemaObject>;
      property(quantity, "listPrice");
      property(quantity, "regulationPrice");
      properties.listPrice = { type: "number" };
      properties.regulationPrice = { type: "number" };
      property(schema(document, "LineItem"), "priceDefinition");
      (schema(document, "LineItem").properties as Record<string, SchemaObject>).priceDefinition = {
        anyOf: [
          { $ref: "#/components/schemas/CartPriceQuantity" },
          {
            type: "object",
            required: ["type", "apiAlias"],
            properties: {
              type: { enum: ["percentage", "absolute"] },
              percentage: { type: "number" },
              price: { type: "number" },
              apiAlias: { enum: ["cart_price_percentage", "cart_price_absolute"] },
            },
          },
        ],
      };
    },
  },
  {
    id: "delivery-information-dimensions-are-floats",
    where: "components.schemas.CartDeliveryInformation.properties.weight, height, width, length",
    reason:
      "DeliveryInformation's weight, height, width and length are ?float, copied from the product by ProductCartProcessor::enrich (a 5 l canister weighs 5.28 kg; the product schema itself types them as float). The schema types them as integer.",
    apply(document) {
      const information = schema(document, "CartDeliveryInformation");
      for (const name of ["weight", "height", "width", "length"]) {
        property(information, name);
        (information.properties as Record<string, SchemaObject>)[name] = { type: "number" };
      }
    },
  },
  {
    id: "calculated-price-fields-hold-lists",
    where:
      "components.schemas.*: calculatedTaxes and taxRules of inline CalculatedPriceField schemas (Order.shippingCosts, OrderDelivery.shippingCosts, OrderDeliveryPosition.price, OrderTransaction.amount, ...); OrderTransaction.validationData",
    reason:
      "An order's stored prices (CalculatedPriceField) serialise the CalculatedPrice struct, whose calculatedTaxes and taxRules are collections written as lists ([{tax, taxRate, price}]), exactly as in the cart; the schema types them as `object`. validationData is a JsonField whose default is an empty PHP array, written as [].",
    apply(document) {
      let patched = 0;
      visit(document.components.schemas, (node) => {
        const properties = node.properties as Record<string, SchemaObject> | undefined;
        if (!properties || typeof properties !== "object" || Array.isArray(properties)) return;
        for (const name of ["calculatedTaxes", "taxRules"]) {
          const field = properties[name] as SchemaObject | undefined;
          if (field && field.type === "object" && !field.properties && !field.$ref) {
            properties[name] = { type: "array", items: { type: "object" } };
            patched++;
          }
        }
      });
      if (patched === 0) throw new Error("Deviation found no calculated price fields to patch");
      const transaction = schema(document, "OrderTransaction").properties as Record<string, SchemaObject>;
      transaction.validationData = { anyOf: [{ type: "array" }, { type: "object" }] };
    },
  },
  {
    id: "optional-fields-are-null",
    where: "components.schemas and components.responses: every property not listed in `required`",
    reason:
      "Shopware's entity serializer writes every field of an entity, and unset ones (parentId of a root, mediaId without media, associations that were not loaded, runtime fields, ContextTokenResponse's redirectUrl) as null. The schema declares those optional properties without a null type, so a real response would fail just the same.",
    apply(document) {
      visit([document.components.schemas, document.components.responses], (node) => {
        const properties = node.properties as Record<string, SchemaObject> | undefined;
        if (!properties || typeof properties !== "object" || Array.isArray(properties)) return;
        const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
        for (const [name, definition] of Object.entries(properties)) {
          // A field named `properties` makes the walk meet property maps as nodes; their `anyOf` lists are no schemas.
          if (
            required.has(name) ||
            typeof definition !== "object" ||
            definition === null ||
            Array.isArray(definition)
          )
            continue;
          properties[name] = { anyOf: [{ type: "null" }, definition] };
        }
      });
    },
  },
];
