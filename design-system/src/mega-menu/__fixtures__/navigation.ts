/**
 * Plain navigation for stories: the emulator's category tree (German) written out as `NavItem`s. The design
 * system takes props only; mapping Shopware categories to `NavItem`s is the app's job. Menus start with the
 * top level and load an item's children (and grandchildren) when it first opens, as the shop does.
 */
import type { NavImage, NavItem } from "../navItems.ts";
import { useLazyNavItems, type LazyNavItems } from "../useLazyNavItems.ts";

/** A category picture (600 × 400) with its 300 px rendition, served by Storybook. */
const image = (path: string, alt: string): NavImage => ({
  src: `/media/${path}.png`,
  srcSet: `/media/${path}_300x200.png 300w, /media/${path}.png 600w`,
  width: 600,
  height: 400,
  alt,
});

const category = (
  id: string,
  label: string,
  href: string,
  children: NavItem[] = [],
  picture?: NavImage,
): NavItem => ({ id, label, href, ...(picture ? { image: picture } : {}), children });

/** Every category, every level loaded. */
export const navigationTree: NavItem[] = [
  category(
    "47bedf0fa0ac8fbc0b887fa5274cc028",
    "Reinigungsmittel",
    "/Reinigungsmittel/",
    [
      category(
        "616b4e12e60c6c4af0e8df301ff29626",
        "Bodenreiniger",
        "/Reinigungsmittel/Bodenreiniger/",
        [
          category(
            "1e8b7993c93cab86fa3537b6ec535360",
            "Unterhaltsreiniger",
            "/Reinigungsmittel/Bodenreiniger/Unterhaltsreiniger/",
          ),
          category(
            "de3eda6fe16d2ecb0ef968ff07ad814e",
            "Grundreiniger",
            "/Reinigungsmittel/Bodenreiniger/Grundreiniger/",
          ),
          category(
            "ddd774b5975280feadea4e95d37e4036",
            "Wischpflege",
            "/Reinigungsmittel/Bodenreiniger/Wischpflege/",
          ),
        ],
        image("92/5d/kategorie-cleaning-floor", "Bodenreiniger"),
      ),
      category(
        "ccda8b9e4d502c6483f4218c1f512856",
        "Sanitärreiniger",
        "/Reinigungsmittel/Sanitaerreiniger/",
        [
          category(
            "e4b97fe7699a155682bb19ff14e11e34",
            "Sanitär-Unterhaltsreiniger",
            "/Reinigungsmittel/Sanitaerreiniger/Sanitaer-Unterhaltsreiniger/",
          ),
          category(
            "d986ff4d7d76b566aa1352af2ce12ee9",
            "Entkalker",
            "/Reinigungsmittel/Sanitaerreiniger/Entkalker/",
          ),
          category(
            "07adb3c5028a9bd58ae1ac75f9d6d6cf",
            "WC-Reiniger",
            "/Reinigungsmittel/Sanitaerreiniger/WC-Reiniger/",
          ),
        ],
        image("ab/b7/kategorie-cleaning-sanitary", "Sanitärreiniger"),
      ),
      category(
        "a1ba4e348ef704ff18131eae76aaed11",
        "Allzweckreiniger",
        "/Reinigungsmittel/Allzweckreiniger/",
        [
          category(
            "99d19d71435d6c0a1388595f48cb4123",
            "Universalreiniger",
            "/Reinigungsmittel/Allzweckreiniger/Universalreiniger/",
          ),
          category(
            "03cd2d0e2334bbd18aa716a21563dd7f",
            "Glasreiniger",
            "/Reinigungsmittel/Allzweckreiniger/Glasreiniger/",
          ),
          category(
            "18762ae6e255e238194958c11919ce69",
            "Küchenreiniger und Entfetter",
            "/Reinigungsmittel/Allzweckreiniger/Kuechenreiniger-und-Entfetter/",
          ),
        ],
        image("07/17/kategorie-cleaning-all-purpose", "Allzweckreiniger"),
      ),
    ],
    image("1c/61/kategorie-reinigungsmittel", "Reinigungsmittel-Flaschen"),
  ),
  category(
    "d0460dd12aeab4cdd8b987c9535793df",
    "Oberflächenbehandlung",
    "/Oberflaechenbehandlung/",
    [
      category(
        "3bbad08228354af8a0c797138265cf01",
        "Parkettpflege",
        "/Oberflaechenbehandlung/Parkettpflege/",
        [
          category(
            "8fac13795e496909c81031c61bf53f87",
            "Parkettöle",
            "/Oberflaechenbehandlung/Parkettpflege/Parkettoele/",
          ),
          category(
            "c06327b9b219b9061005334c29803690",
            "Wachse und Refresher",
            "/Oberflaechenbehandlung/Parkettpflege/Wachse-und-Refresher/",
          ),
          category(
            "ae0cb4aaa570ba038561e86e9fdbc365",
            "Parkettreiniger",
            "/Oberflaechenbehandlung/Parkettpflege/Parkettreiniger/",
          ),
        ],
        image("b3/df/kategorie-surface-parquet", "Parkettpflege"),
      ),
      category(
        "2f0ffdc2a681c9f72d66e901c6fa3308",
        "Steinpflege",
        "/Oberflaechenbehandlung/Steinpflege/",
        [
          category(
            "6ec6bbb7d6ee34db8b0ecdb5e2234f28",
            "Imprägnierungen",
            "/Oberflaechenbehandlung/Steinpflege/Impraegnierungen/",
          ),
          category(
            "53c980fc8e008c946c5293d112d1b6fc",
            "Steinseifen und Pflege",
            "/Oberflaechenbehandlung/Steinpflege/Steinseifen-und-Pflege/",
          ),
          category(
            "a401a49ffd61424674f30e987fd1f555",
            "Kristallisation und Politur",
            "/Oberflaechenbehandlung/Steinpflege/Kristallisation-und-Politur/",
          ),
        ],
        image("8d/b0/kategorie-surface-stone", "Steinpflege"),
      ),
      category(
        "eede929b5482e3a8ae914f94dd1b7a2d",
        "Versiegelungen",
        "/Oberflaechenbehandlung/Versiegelungen/",
        [
          category(
            "8945d832fdfa91fa5fb43d813bf3243c",
            "Polymerbeschichtungen",
            "/Oberflaechenbehandlung/Versiegelungen/Polymerbeschichtungen/",
          ),
          category(
            "34af41c6da6ebb4f13b1601a189b6cd4",
            "Parkettlacke",
            "/Oberflaechenbehandlung/Versiegelungen/Parkettlacke/",
          ),
          category(
            "8bf3db76cb54e833cbf37e9e1be9d63c",
            "Rutschhemmung",
            "/Oberflaechenbehandlung/Versiegelungen/Rutschhemmung/",
          ),
        ],
        image("1a/1f/kategorie-surface-sealing", "Versiegelungen"),
      ),
    ],
    image("cb/9e/kategorie-oberflaechenbehandlung", "Schichten einer versiegelten Oberfläche"),
  ),
  category(
    "7e8bdbfb3d7419df24ac14d3b36567cc",
    "Maschinen",
    "/Maschinen/",
    [
      category(
        "798e3fbb0adaad9aca6bfc6d49e7bdcd",
        "Scheuersaugmaschinen",
        "/Maschinen/Scheuersaugmaschinen/",
        [
          category(
            "9e659290979763c9b772045038b74aa1",
            "Handgeführte Scheuersaugmaschinen",
            "/Maschinen/Scheuersaugmaschinen/Handgefuehrte-Scheuersaugmaschinen/",
          ),
          category(
            "1c971d8f7927dac8972a0bca51ae9cb8",
            "Aufsitz-Scheuersaugmaschinen",
            "/Maschinen/Scheuersaugmaschinen/Aufsitz-Scheuersaugmaschinen/",
          ),
          category(
            "58e92dbd8e69b1217b20125270977e49",
            "Kompakt-Scheuersaugmaschinen",
            "/Maschinen/Scheuersaugmaschinen/Kompakt-Scheuersaugmaschinen/",
          ),
        ],
        image("f1/1d/kategorie-machines-scrubbers", "Scheuersaugmaschinen"),
      ),
      category(
        "00ad85b9833fd7ddfbbd797d47cb6f8f",
        "Staubsauger",
        "/Maschinen/Staubsauger/",
        [
          category(
            "f3e43a3b649e019fde7d30e7b4fa9c05",
            "Trockensauger",
            "/Maschinen/Staubsauger/Trockensauger/",
          ),
          category(
            "151099c2e72e78c70cdc18c4e3c29a99",
            "Nass- und Trockensauger",
            "/Maschinen/Staubsauger/Nass-und-Trockensauger/",
          ),
          category(
            "de99fdabe002ad2205ec48763dda518e",
            "Rückensauger",
            "/Maschinen/Staubsauger/Rueckensauger/",
          ),
        ],
        image("1d/ff/kategorie-machines-vacuums", "Staubsauger"),
      ),
      category(
        "307519d6202a026ec6463256774f20fd",
        "Einscheibenmaschinen",
        "/Maschinen/Einscheibenmaschinen/",
        [
          category(
            "12aa59f5084c41d40c632648482f2dda",
            "Langsamläufer",
            "/Maschinen/Einscheibenmaschinen/Langsamlaeufer/",
          ),
          category(
            "16fbec4766b68dc772b6c642ac145075",
            "High-Speed-Maschinen",
            "/Maschinen/Einscheibenmaschinen/High-Speed-Maschinen/",
          ),
        ],
        image("0d/8c/kategorie-machines-single-disc", "Einscheibenmaschinen"),
      ),
    ],
    image("f0/41/kategorie-maschinen", "Scheuersaugmaschine, stilisiert"),
  ),
  category(
    "d95489f2db8e0553da2f28f709c1336a",
    "Zubehör",
    "/Zubehoer/",
    [
      category(
        "b1d62c7d5e1ee0697ecebf4a2ef9d488",
        "Mopps und Bezüge",
        "/Zubehoer/Mopps-und-Bezuege/",
        [
          category(
            "cfc2355293db68676326d2ec0e0e8639",
            "Flachmopps",
            "/Zubehoer/Mopps-und-Bezuege/Flachmopps/",
          ),
          category(
            "e0452de4fdd3afb406ef42f0284e559e",
            "Halter und Stiele",
            "/Zubehoer/Mopps-und-Bezuege/Halter-und-Stiele/",
          ),
          category(
            "9eca8eec45404052e994a0d0c250764d",
            "Reinigungstücher",
            "/Zubehoer/Mopps-und-Bezuege/Reinigungstuecher/",
          ),
        ],
        image("d7/53/kategorie-accessories-mops", "Mopps und Bezüge"),
      ),
      category(
        "96b63b612d98875fa0224f6128a02402",
        "Pads und Bürsten",
        "/Zubehoer/Pads-und-Buersten/",
        [
          category(
            "839c2826eb51cb66285758ada03169fe",
            "Maschinenpads",
            "/Zubehoer/Pads-und-Buersten/Maschinenpads/",
          ),
          category(
            "4d2173b1236072b26a3738476c7c4dc3",
            "Maschinenbürsten",
            "/Zubehoer/Pads-und-Buersten/Maschinenbuersten/",
          ),
          category(
            "4bf22d126c20fc1e6b34a6f0c81ddfe3",
            "Handpads und Schwämme",
            "/Zubehoer/Pads-und-Buersten/Handpads-und-Schwaemme/",
          ),
        ],
        image("3c/e2/kategorie-accessories-pads", "Pads und Bürsten"),
      ),
      category(
        "729e2de83d1c84df9f1f7621b1970d6c",
        "Eimer und Wagen",
        "/Zubehoer/Eimer-und-Wagen/",
        [
          category(
            "d846bc760e016c7510abdf8f210905ad",
            "Eimer und Pressen",
            "/Zubehoer/Eimer-und-Wagen/Eimer-und-Pressen/",
          ),
          category(
            "6d2cf0473ad814632feca335276af9f4",
            "Reinigungswagen",
            "/Zubehoer/Eimer-und-Wagen/Reinigungswagen/",
          ),
        ],
        image("82/c8/kategorie-accessories-buckets", "Eimer und Wagen"),
      ),
    ],
    image("10/f8/kategorie-zubehoer", "Pads und Bürsten, stilisiert"),
  ),
  category(
    "0e7bff19fb4ecdfab4b66207bd6a5807",
    "Hygiene",
    "/Hygiene/",
    [
      category(
        "e2a81405618074505acccdf85ebd1c91",
        "Händedesinfektion",
        "/Hygiene/Haendedesinfektion/",
        [
          category(
            "794e794e2b263d099275d15b96920845",
            "Händedesinfektionsmittel",
            "/Hygiene/Haendedesinfektion/Haendedesinfektionsmittel/",
          ),
          category(
            "bab75b77ab04d7676f097d74c021d1f1",
            "Flächendesinfektion",
            "/Hygiene/Haendedesinfektion/Flaechendesinfektion/",
          ),
          category(
            "247f103342b08acb0a97be9d43fad185",
            "Desinfektionsstationen",
            "/Hygiene/Haendedesinfektion/Desinfektionsstationen/",
          ),
        ],
        image("f7/9f/kategorie-hygiene-hand-disinfection", "Händedesinfektion"),
      ),
      category(
        "491fab03b93d13cd1138299284f6e0d4",
        "Papier und Spender",
        "/Hygiene/Papier-und-Spender/",
        [
          category(
            "5abcb9fc3d29a6e90a78dc53ef01b321",
            "Falthandtücher",
            "/Hygiene/Papier-und-Spender/Falthandtuecher/",
          ),
          category(
            "c584e3d38266361aab4358a40cb77113",
            "Toilettenpapier",
            "/Hygiene/Papier-und-Spender/Toilettenpapier/",
          ),
          category("8f62b3fd2e7fa1d041de1c676a905319", "Spender", "/Hygiene/Papier-und-Spender/Spender/"),
        ],
        image("92/57/kategorie-hygiene-paper", "Papier und Spender"),
      ),
      category(
        "f683940ffee68d849686edfb9ed209c5",
        "Seifen und Lotionen",
        "/Hygiene/Seifen-und-Lotionen/",
        [
          category(
            "6a2d2380bbe08b13557f707ff2c50565",
            "Flüssigseifen",
            "/Hygiene/Seifen-und-Lotionen/Fluessigseifen/",
          ),
          category(
            "5df6593470f0a89bf6671c611e5deeea",
            "Schaumseifen",
            "/Hygiene/Seifen-und-Lotionen/Schaumseifen/",
          ),
          category(
            "9d2f461f2c98381f91cfccaeaa22ddd6",
            "Hautschutz und Pflege",
            "/Hygiene/Seifen-und-Lotionen/Hautschutz-und-Pflege/",
          ),
        ],
        image("0f/c6/kategorie-hygiene-soaps", "Seifen und Lotionen"),
      ),
    ],
    image("1b/65/kategorie-hygiene", "Seifenspender mit Tropfen"),
  ),
  category(
    "fb2f79c2bd0f82d5d3e0297171159284",
    "Profi-Sets",
    "/Profi-Sets/",
    [
      category(
        "d28442555bcdf933d0787a331b95171d",
        "Starter-Sets",
        "/Profi-Sets/Starter-Sets/",
        [
          category(
            "835d8c577b8af8d99220cac4cebe80c4",
            "Hauswartung",
            "/Profi-Sets/Starter-Sets/Hauswartung/",
          ),
          category(
            "eb941fe0782f80ee8f347fba71fbe5f2",
            "Büro und Praxis",
            "/Profi-Sets/Starter-Sets/Buero-und-Praxis/",
          ),
        ],
        image("db/06/kategorie-kits-starter", "Starter-Sets"),
      ),
      category(
        "13ece0196b911ff65f1dd8492cb81516",
        "Gastro-Sets",
        "/Profi-Sets/Gastro-Sets/",
        [
          category("3c1d1857ac766793ccf8135914821123", "Küche", "/Profi-Sets/Gastro-Sets/Kueche/"),
          category(
            "2abfcb4f74787483f10d41c4418baea8",
            "Service und Bar",
            "/Profi-Sets/Gastro-Sets/Service-und-Bar/",
          ),
        ],
        image("58/45/kategorie-kits-gastro", "Gastro-Sets"),
      ),
    ],
    image("32/7b/kategorie-profi-sets", "Gepackte Profi-Sets"),
  ),
];

/** `items` with `depth` levels below them; deeper children are left to load on opening (`lazyChildren`). */
function levels(items: readonly NavItem[], depth: number): NavItem[] {
  return items.map(({ children = [], ...item }) =>
    depth > 0
      ? { ...item, children: levels(children, depth - 1) }
      : { ...item, children: [], ...(children.length > 0 ? { lazyChildren: "idle" as const } : {}) },
  );
}

/** The top level of the main navigation, as the shop's pages carry it (the rest loads on opening). */
export const topNavItems: NavItem[] = levels(navigationTree, 0);

/** Menus on the story's top level: an item's children and grandchildren load when it opens, as in the shop. */
export function useStoryNavigation(items: readonly NavItem[]): LazyNavItems {
  return useLazyNavItems(items, loadChildren);
}

async function loadChildren(item: NavItem): Promise<NavItem[]> {
  const route = routeTo(navigationTree, item.id) ?? [];
  let found: readonly NavItem[] = navigationTree;
  for (const id of route) found = found.find((candidate) => candidate.id === id)?.children ?? [];
  return levels(found, 1);
}

/** The route to a category: its id and its ancestors' ids (root first), for `activeIds` / `currentId`. */
export function routeTo(items: readonly NavItem[], id: string, path: string[] = []): string[] | undefined {
  for (const item of items) {
    if (item.id === id) return [...path, id];
    const found = routeTo(item.children ?? [], id, [...path, item.id]);
    if (found) return found;
  }
  return undefined;
}
