/** Fixed contact details shown in the footer (phone number and service e-mail are fixed values, not Shopware data). */
export const shopContact = {
  company: "Clarus Oberflächentechnik AG",
  street: "Industriestrasse 24",
  postalCity: "8604 Volketswil",
  phone: "+41 44 945 20 20",
  phoneHref: "tel:+41449452020",
  email: "service@clarus-shop.ch",
  social: [
    {
      network: "LinkedIn",
      icon: "linkedin",
      href: "https://www.linkedin.com/company/clarus-oberflaechentechnik",
    },
    { network: "Instagram", icon: "instagram", href: "https://www.instagram.com/clarus.oberflaechentechnik" },
    { network: "Facebook", icon: "facebook", href: "https://www.facebook.com/clarus.oberflaechentechnik" },
  ],
} as const;

/** Where the certificates heading leads: the labels landing page, one path per language. */
export const labelsPagePath = {
  "de-DE": "/making-green-work/",
  "fr-CH": "/fr-CH/making-green-work/labels/",
} as const;

/** The account for prepayment, as the invoice's payment terms name it (fixed values, not Shopware data). */
export const shopBankAccount = { iban: "CH93 0076 2011 6238 5295 7", holder: "Clarus AG" } as const;
