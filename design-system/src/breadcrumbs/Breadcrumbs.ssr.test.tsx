import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "./Breadcrumbs.tsx";

describe("Breadcrumbs on the server", () => {
  it("renders every link with its href, the current page marked", () => {
    const html = renderToString(
      <Breadcrumbs
        label="Fil d'Ariane"
        items={[
          { label: "Accueil", href: "/fr-CH/" },
          { label: "Nettoyage", href: "/fr-CH/nettoyage/" },
          { label: "Détartrant 1 l", href: "/fr-CH/detartrant/p-1" },
        ]}
      />,
    );

    expect(html).toContain('<nav aria-label="Fil d&#x27;Ariane"');
    expect(html).toMatch(/<a [^>]*href="\/fr-CH\/nettoyage\/"[^>]*>Nettoyage<\/a>/);
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>Détartrant 1 l<\/a>/);
  });
});
