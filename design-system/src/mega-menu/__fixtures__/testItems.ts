import type { NavItem } from "../navItems.ts";

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

/** The same top level with the children left to load on demand (`lazyChildren`), as the shop sends it. */
export const lazyTestItems: NavItem[] = testItems.map(({ children, ...item }) =>
  children ? { ...item, lazyChildren: "idle" } : item,
);

/** The children of a test item, as a lazy load answers them. */
const testChildrenOf = (id: string): NavItem[] => testItems.find((item) => item.id === id)?.children ?? [];

/** A submenu load that the test settles: `calls` lists the ids asked for, in order. */
export function deferredLoad() {
  const calls: string[] = [];
  const waiting = new Map<string, { resolve: (items: NavItem[]) => void; reject: (error: Error) => void }>();
  const load = (item: NavItem) => {
    calls.push(item.id);
    return new Promise<NavItem[]>((resolve, reject) => waiting.set(item.id, { resolve, reject }));
  };
  return {
    load,
    calls,
    /** Answers the item's test children. */
    resolve: (id: string) => waiting.get(id)!.resolve(testChildrenOf(id)),
    reject: (id: string) => waiting.get(id)!.reject(new Error("offline")),
  };
}
