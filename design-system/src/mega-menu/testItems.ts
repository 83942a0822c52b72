import type { NavItem } from "./navItems.ts";

/** A small navigation for behaviour tests: two items with children, one without. */
export const testItems: NavItem[] = [
  {
    id: "cleaners",
    label: "Reinigungsmittel",
    href: "/reinigungsmittel",
    children: [
      {
        id: "floor",
        label: "Bodenreiniger",
        href: "/reinigungsmittel/boden",
        image: { src: "/media/floor.png", width: 600, height: 400, alt: "Bodenreiniger" },
        children: [
          { id: "basic", label: "Grundreiniger", href: "/reinigungsmittel/boden/grund" },
          { id: "daily", label: "Unterhaltsreiniger", href: "/reinigungsmittel/boden/unterhalt" },
        ],
      },
      { id: "sanitary", label: "Sanitärreiniger", href: "/reinigungsmittel/sanitaer" },
    ],
  },
  {
    id: "machines",
    label: "Maschinen",
    href: "/maschinen",
    children: [{ id: "scrubbers", label: "Scheuersaugmaschinen", href: "/maschinen/scheuersaug" }],
  },
  { id: "sale", label: "Aktionen", href: "/aktionen" },
];
