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
