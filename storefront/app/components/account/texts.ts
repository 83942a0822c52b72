import { msg } from "@lingui/core/macro";

/**
 * Texts of the account pages that their loaders translate on the server (meta titles, the login page's
 * notice after a password reset). They live here, in the `account` catalog, so that the `messages`
 * catalog every page loads does not grow; a loader passes the translated string to the page.
 */
export const accountTexts = {
  profileTitle: msg`Personal profile`,
  paymentTitle: msg`Payment method`,
  recoverTitle: msg`Forgot your password?`,
  recoverDescription: msg`Request a link to set a new password for your Clarus customer account.`,
  resetTitle: msg`Set a new password`,
  orderLinkTitle: msg`Your order`,
  passwordChanged: msg`Your password was changed. Please log in with your new password.`,
};
