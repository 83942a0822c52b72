import { island } from "./islands.ts";

/**
 * The account pages' islands (ADR 6), apart from `islands.ts`: that list is in every page's first load,
 * these only in the routes that show them (`/login`, the account layout).
 */

/** The sign-in form of the `/login` page (the header's modal imports it itself). */
export const LoginForm = island(
  () => import("./LoginForm.tsx"),
  (module) => module.LoginForm,
);
export const LogoutButton = island(
  () => import("./account/LogoutButton.tsx"),
  (module) => module.LogoutButton,
  "account",
);
/** The address book `/account/address` and its form (`/account/address/create`, `/account/address/{id}`). */
export const AddressBook = island(
  () => import("./account/AddressBook.tsx"),
  (module) => module.AddressBook,
  ["account", "purchase"],
);
export const AddressForm = island(
  () => import("./account/AddressForm.tsx"),
  (module) => module.AddressForm,
  ["account", "purchase"],
);
