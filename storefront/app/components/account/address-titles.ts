import { msg } from "@lingui/core/macro";

/**
 * The address book pages' titles (h1 and meta title), translated by their loaders: here, not in the route
 * modules, so they are in the `account` catalog and not in `messages`, which every page loads.
 */
export const addressTitles = {
  list: msg`Addresses`,
  create: msg`Add address`,
  edit: msg`Edit address`,
};
