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
/** `/account/profile`: personal data, e-mail and password, each its own form. */
export const ProfileForms = island(
  () => import("./account/ProfileForms.tsx"),
  (module) => module.ProfileForms,
  ["account", "purchase"],
);
/** `/account/payment`: the default payment method. */
export const PaymentMethodForm = island(
  () => import("./account/PaymentMethodForm.tsx"),
  (module) => module.PaymentMethodForm,
  ["account", "purchase"],
);
/** `/account/recover`: asks for a recovery link. */
export const RecoverRequestForm = island(
  () => import("./account/RecoverForms.tsx"),
  (module) => module.RecoverRequestForm,
  ["account", "purchase"],
);
/** `/account/recover/password`: the new password from the recovery link. */
export const NewPasswordForm = island(
  () => import("./account/RecoverForms.tsx"),
  (module) => module.NewPasswordForm,
  ["account", "purchase"],
);
/** The account overview's newsletter card (subscribe / unsubscribe). */
export const NewsletterSettings = island(
  () => import("./account/NewsletterSettings.tsx"),
  (module) => module.NewsletterSettings,
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
/** The registration form and its double opt-in notice (`/register`). */
export const RegisterForm = island(
  () => import("./account/RegisterForm.tsx"),
  (module) => module.RegisterForm,
  ["account", "purchase"],
);
/** The answer of a registration link that leads nowhere (`/registration/confirm`). */
export const RegistrationConfirmFailure = island(
  () => import("./account/RegistrationConfirmFailure.tsx"),
  (module) => module.RegistrationConfirmFailure,
  ["account"],
);
/** The account overview `/account` (its cards; the newsletter card and the latest order are islands of their own). */
export const AccountOverview = island(
  () => import("./account/AccountOverview.tsx"),
  (module) => module.AccountOverview,
  "account",
);
