import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "../button/Button.tsx";
import { Drawer, DrawerTrigger } from "./Drawer.tsx";

describe("Drawer on the server", () => {
  it("renders a closed drawer as just its trigger", () => {
    const html = renderToString(
      <DrawerTrigger>
        <Button>Menü</Button>
        <Drawer title="Menü" closeLabel="Schliessen">
          <a href="/reinigung/">Reinigung</a>
        </Drawer>
      </DrawerTrigger>,
    );

    expect(html).toContain("Menü");
    expect(html).not.toContain("Reinigung");
  });
});
