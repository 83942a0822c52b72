import { msg } from "@lingui/core/macro";

/** The service pages' server-side texts (meta titles), in catalog `services`, so `messages` stays small. */
export const serviceTexts = {
  quotationTitle: msg`Request a quote`,
  quotationDescription: msg`Ask Clarus for an offer: product numbers, quantities and your contact details.`,
  testMachineTitle: msg`Request a test machine`,
  testMachineDescription: msg`Test a Clarus cleaning machine in your own premises: ask for a test date.`,
};
