import { island } from "./islands.ts";

/**
 * The service pages' islands (issue 15): the quotation request and the test-machine inquiry. Their texts
 * are catalog `services` (components/services/); they use the account's form and the form toolkit too,
 * so they load those catalogs with them.
 */
export const QuotationForm = island(
  () => import("./services/QuotationForm.tsx"),
  (module) => module.QuotationForm,
  ["services", "account", "purchase"],
);
export const TestMachineInquiryForm = island(
  () => import("./services/TestMachineInquiryForm.tsx"),
  (module) => module.TestMachineInquiryForm,
  ["services", "account", "purchase"],
);
/** The CMS `form` element's contact and newsletter forms (ShopCmsPage renders them for the element). */
export const CmsForm = island(
  () => import("./services/CmsForm.tsx"),
  (module) => module.CmsForm,
  ["services", "account", "purchase"],
);
