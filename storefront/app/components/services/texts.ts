import { msg } from "@lingui/core/macro";

/**
 * Texts the service pages' loaders translate on the server (meta title and description). They live here, in
 * the `services` catalog, so that the `messages` catalog every page loads does not grow with them.
 */
export const storeFinderMeta = {
  title: msg`Store finder: branches and partner depots`,
  description: msg`Find Clarus branches, the showroom in Volketswil and partner depots across Switzerland by postal code or place, with opening hours, map and route planner.`,
};

/** The service pages' server-side texts (meta titles), in catalog `services`, so `messages` stays small. */
export const serviceTexts = {
  quotationTitle: msg`Request a quote`,
  quotationDescription: msg`Ask Clarus for an offer: product numbers, quantities and your contact details.`,
  testMachineTitle: msg`Request a test machine`,
  testMachineDescription: msg`Test a Clarus cleaning machine in your own premises: ask for a test date.`,
};
