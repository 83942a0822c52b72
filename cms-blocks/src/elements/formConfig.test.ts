import { describe, expect, it } from "vitest";
import { block, page, section, slot } from "../__fixtures__/cms.ts";
import { sanitizeCmsPage } from "../sanitize.ts";
import { ageGateConfigOf, formRequestOf, pageHasElement } from "./formConfig.ts";

const salutations = [
  { id: "s-mrs", salutationKey: "mrs", displayName: "Frau", translated: { displayName: "Frau" } },
  { id: "s-mr", salutationKey: "mr", displayName: "Herr", translated: { displayName: "Herr" } },
  { id: "s-none", salutationKey: "not_specified", displayName: "Keine Angabe" },
];

describe("formRequestOf", () => {
  it("reads the form's config with the admin's defaults", () => {
    const request = formRequestOf(slot("form", "content", salutations, {}));
    expect(request).toMatchObject({ type: "contact", title: "", confirmationText: "" });
    expect(request.salutations).toEqual([
      { id: "s-mrs", name: "Frau" },
      { id: "s-mr", name: "Herr" },
      { id: "s-none", name: "Keine Angabe" },
    ]);
  });

  it("takes newsletter, a title and a confirmation; an unknown type is a contact form", () => {
    const newsletter = formRequestOf(
      slot("form", "content", null, {
        type: "newsletter",
        title: " Newsletter ",
        confirmationText: "<p>Danke</p>",
      }),
    );
    expect(newsletter).toMatchObject({
      type: "newsletter",
      title: "Newsletter",
      confirmationText: "<p>Danke</p>",
    });
    expect(newsletter.salutations).toEqual([]);
    expect(formRequestOf(slot("form", "content", {}, { type: "popup", title: 7 })).type).toBe("contact");
  });
});

describe("ageGateConfigOf", () => {
  it("falls back to 18 years and 30 days for missing or invalid values", () => {
    expect(ageGateConfigOf(slot("age-verification", "content", null, {}))).toEqual({
      minimumAge: 18,
      title: "",
      content: "",
      confirmButtonText: "",
      declineButtonText: "",
      cookieLifetime: 30,
      declineUrl: null,
    });
    const odd = ageGateConfigOf(
      slot("age-verification", "content", null, { minimumAge: "abc", cookieLifetime: 1000 }),
    );
    expect(odd).toMatchObject({ minimumAge: 18, cookieLifetime: 30 });
  });

  it("reads the editor's values", () => {
    const config = ageGateConfigOf(
      slot("age-verification", "content", null, {
        minimumAge: "16",
        cookieLifetime: 7,
        title: "Ab 16",
        declineUrl: "/",
      }),
    );
    expect(config).toMatchObject({ minimumAge: 16, cookieLifetime: 7, title: "Ab 16", declineUrl: "/" });
  });
});

describe("form slots on the page", () => {
  const form = slot("form", "content", salutations, {
    type: "contact",
    mailReceiver: ["verkauf@clarus-shop.ch"],
    defaultMailReceiver: false,
    confirmationText: '<p onclick="x()">Danke!<script>alert(1)</script></p>',
  });
  const cmsPage = page([section([block("form", [form])])]);

  it("finds an element type on a page", () => {
    expect(pageHasElement(cmsPage, "form")).toBe(true);
    expect(pageHasElement(cmsPage, "age-verification")).toBe(false);
    expect(pageHasElement(null, "form")).toBe(false);
  });

  it("sanitises the confirmation and never hands the receivers to the page", () => {
    const sanitized = sanitizeCmsPage(cmsPage).sections![0]!.blocks![0]!.slots![0]!;
    const config = sanitized.config as Record<string, { value: unknown }>;
    expect(config.confirmationText?.value).toBe("<p>Danke!</p>");
    expect(config.mailReceiver).toBeUndefined();
    expect(config.defaultMailReceiver).toBeUndefined();
    expect(JSON.stringify(sanitized)).not.toContain("verkauf@");
  });
});
