/**
 * Sample Store API answers for this package's unit tests (Shopware-shaped, with a few extra
 * fields that must pass through). Not exported from the package.
 */

export const ENDPOINT = "http://store.test/store-api";
export const api = (path: string) => `${ENDPOINT}${path}`;

export const ids = {
  salesChannel: "0190a0f5c9a87a1f8b1f6c3a2d4e5f60",
  navigationRoot: "0190a0f5c9a87a1f8b1f6c3a2d4e5f61",
  footerRoot: "0190a0f5c9a87a1f8b1f6c3a2d4e5f62",
  category: "0190a0f5c9a87a1f8b1f6c3a2d4e5f63",
  childCategory: "0190a0f5c9a87a1f8b1f6c3a2d4e5f64",
  cmsPage: "0190a0f5c9a87a1f8b1f6c3a2d4e5f65",
  section: "0190a0f5c9a87a1f8b1f6c3a2d4e5f66",
  block: "0190a0f5c9a87a1f8b1f6c3a2d4e5f67",
  slot: "0190a0f5c9a87a1f8b1f6c3a2d4e5f68",
  media: "0190a0f5c9a87a1f8b1f6c3a2d4e5f69",
  languageDe: "2fbb5fe2e29a4d70aa5854ce7ce3e20b",
  languageFr: "0190a0f5c9a87a1f8b1f6c3a2d4e5f6a",
  currency: "b7d2554b0ce847cd82f3ac9bd1c0dfca",
  country: "0190a0f5c9a87a1f8b1f6c3a2d4e5f6b",
  paymentMethod: "0190a0f5c9a87a1f8b1f6c3a2d4e5f6c",
  shippingMethod: "0190a0f5c9a87a1f8b1f6c3a2d4e5f6d",
} as const;

export const sampleContext = {
  token: "token-from-body",
  currency: { id: ids.currency, isoCode: "CHF", symbol: "CHF", factor: 1, apiAlias: "currency" },
  salesChannel: {
    id: ids.salesChannel,
    navigationCategoryId: ids.navigationRoot,
    footerCategoryId: ids.footerRoot,
    serviceCategoryId: null,
    languageId: ids.languageDe,
    countryId: ids.country,
    currencyId: ids.currency,
  },
  context: {
    languageIdChain: [ids.languageDe],
    currencyId: ids.currency,
    taxState: "gross",
    versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
  },
  customer: null,
  paymentMethod: { id: ids.paymentMethod, name: "Rechnung", translated: { name: "Rechnung" } },
  shippingMethod: { id: ids.shippingMethod, name: "Standard", translated: { name: "Standard" } },
  shippingLocation: { country: { id: ids.country, iso: "CH" }, countryState: null, address: null },
  languageInfo: { name: "Deutsch", localeCode: "de-DE" },
  itemRounding: { decimals: 2, interval: 0.05, roundForNet: true },
  apiAlias: "sales_channel_context",
};

export const sampleMedia = {
  id: ids.media,
  url: "http://store.test/media/reiniger.jpg",
  alt: "Reiniger",
  title: null,
  fileName: "reiniger",
  fileExtension: "jpg",
  mimeType: "image/jpeg",
  metaData: { width: 1600, height: 900, type: 2 },
  thumbnails: [
    { id: "t1", url: "http://store.test/thumbnail/reiniger_400x400.jpg", width: 400, height: 225 },
    { id: "t2", url: "http://store.test/thumbnail/reiniger_800x800.jpg", width: 800, height: 450 },
  ],
  translated: { alt: "Reiniger", title: null },
  apiAlias: "media",
};

export const sampleCmsPage = {
  id: ids.cmsPage,
  type: "product_list",
  name: "Kategorie-Layout",
  cssClass: null,
  // Shopware serialises an empty PHP array as []
  config: [],
  translated: { name: "Kategorie-Layout" },
  sections: [
    {
      id: ids.section,
      type: "default",
      position: 0,
      sizingMode: "boxed",
      mobileBehavior: "wrap",
      backgroundColor: null,
      backgroundMedia: null,
      backgroundMediaMode: "cover",
      cssClass: null,
      visibility: { mobile: true, tablet: true, desktop: true },
      pageId: ids.cmsPage,
      apiAlias: "cms_section",
      blocks: [
        {
          id: ids.block,
          type: "image-text",
          position: 0,
          sectionPosition: "main",
          marginTop: "20px",
          marginRight: "0",
          marginBottom: "20px",
          marginLeft: "0",
          backgroundColor: "#ffffff",
          backgroundMedia: sampleMedia,
          backgroundMediaMode: "cover",
          cssClass: "teaser",
          visibility: null,
          customFields: { shop_block_variant: "wide" },
          slots: [
            {
              id: ids.slot,
              type: "text",
              slot: "right",
              config: {
                content: { source: "static", value: "<h2>Böden reinigen</h2>" },
                verticalAlign: { source: "static", value: null },
              },
              data: { content: "<h2>Böden reinigen</h2>", apiAlias: "cms_text" },
              translated: { config: { content: { source: "static", value: "<h2>Böden reinigen</h2>" } } },
              fieldConfig: [],
              locked: false,
              apiAlias: "cms_slot",
            },
            {
              id: "0190a0f5c9a87a1f8b1f6c3a2d4e5f70",
              type: "image",
              slot: "left",
              config: [],
              data: { media: sampleMedia },
              apiAlias: "cms_slot",
            },
          ],
        },
      ],
    },
  ],
  apiAlias: "cms_page",
};

export const sampleCategory = {
  id: ids.category,
  parentId: ids.navigationRoot,
  name: "Böden",
  translated: { name: "Böden", breadcrumb: ["Katalog", "Böden"], linkType: null },
  childCount: 1,
  type: "page",
  linkType: null,
  internalLink: null,
  externalLink: null,
  linkNewTab: null,
  visible: true,
  active: true,
  level: 2,
  media: sampleMedia,
  seoUrls: [
    {
      id: "seo-1",
      routeName: "frontend.navigation.page",
      foreignKey: ids.category,
      pathInfo: `/navigation/${ids.category}`,
      seoPathInfo: "Boeden/",
      isCanonical: true,
      languageId: ids.languageDe,
      salesChannelId: ids.salesChannel,
    },
  ],
  cmsPageId: ids.cmsPage,
  cmsPage: sampleCmsPage,
  children: [
    {
      id: ids.childCategory,
      parentId: ids.category,
      name: "Parkett",
      translated: { name: "Parkett" },
      childCount: 0,
      type: "link",
      linkType: "external",
      externalLink: "https://example.org/parkett",
      linkNewTab: true,
      seoUrls: null,
      children: null,
      cmsPage: null,
    },
  ],
  apiAlias: "category",
};

export const sampleLanguages = {
  entity: "language",
  total: 2,
  elements: [
    { id: ids.languageDe, name: "Deutsch", translationCode: { code: "de-DE" }, apiAlias: "language" },
    { id: ids.languageFr, name: "Français", translationCode: { code: "fr-CH" }, apiAlias: "language" },
  ],
  aggregations: {},
  page: 1,
  limit: null,
  apiAlias: "language_collection",
};
