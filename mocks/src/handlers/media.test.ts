import { describe, expect, it } from "vitest";
import { fixtureIds } from "../fixtures/index.ts";
import { catalog } from "../fixtures/catalog/index.ts";
import { createTestEmulator } from "../node.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

const emulator = createTestEmulator();

describe("POST /media", () => {
  it("returns the media of the ids, fixture images and product documents alike, unknown ids left out", async () => {
    const document = catalog.documents[0]!;
    const response = await emulator.request("/media", {
      json: { ids: [fixtureIds.media.heroBanner, document.id, "0".repeat(32)] },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json[];
    expect(body.map((media) => media.id)).toEqual([fixtureIds.media.heroBanner, document.id]);
    expect(body[0]).toMatchObject({ mimeType: "image/png", apiAlias: "media" });
    expect(body[1]).toMatchObject({ fileExtension: "pdf", fileName: document.fileName });
    expect(body[1]!.url).toMatch(/^http:\/\/shop\.test\/media\/.+\.pdf$/);
  });

  it("answers catalog images (product photos)", async () => {
    const image = catalog.images.find((item) => item.key.startsWith("product:"))!;
    const body = (await (await emulator.request("/media", { json: { ids: [image.id] } })).json()) as Json[];
    expect(body.map((media) => media.id)).toEqual([image.id]);
  });

  it("reads ids[] on GET and answers 400 CONTENT__MEDIA_EMPTY_ID without ids", async () => {
    const get = await emulator.request(`/media?ids[]=${fixtureIds.media.heroBanner}`);
    expect(((await get.json()) as Json[])[0]!.id).toBe(fixtureIds.media.heroBanner);
    const empty = await emulator.request("/media", { json: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).errors[0].code).toBe("CONTENT__MEDIA_EMPTY_ID");
  });
});
