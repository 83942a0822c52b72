import { describe, expect, it } from "vitest";
import { validate } from "./forms/rules.ts";
import { contactFormRules, newsletterFormRules, newsletterOption } from "./cms-forms.ts";
import { ageVerifiedCookie } from "./cms-forms.server.ts";

const contact = {
  salutationId: "1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f",
  firstName: "Lea",
  lastName: "Muster",
  email: "lea@hotel-rigi.ch",
  subject: "Muster",
  comment: "Bitte ein Muster von Polymer Gloss.",
  privacy: "on",
};

describe("the CMS contact form's rules (Shopware's contact form)", () => {
  it("passes a complete form; phone is optional", () => {
    expect(validate(contactFormRules, contact)).toEqual({});
  });

  it("requires salutation, names, e-mail, subject, comment and the consent", () => {
    expect(validate(contactFormRules, {})).toEqual({
      salutationId: { rule: "required" },
      firstName: { rule: "required" },
      lastName: { rule: "required" },
      email: { rule: "required" },
      subject: { rule: "required" },
      comment: { rule: "required" },
      privacy: { rule: "acceptDataProtection" },
    });
  });

  it("checks the e-mail and the lengths", () => {
    const problems = validate(contactFormRules, { ...contact, email: "lea@", phone: "0".repeat(41) });
    expect(problems).toEqual({ email: { rule: "email" }, phone: { rule: "maxLength", max: 40 } });
  });
});

describe("the CMS newsletter form's rules", () => {
  it("subscribes by default and needs only the e-mail and the consent", () => {
    const values = { email: "lea@hotel-rigi.ch", privacy: "on" };
    expect(newsletterOption(values)).toBe("subscribe");
    expect(validate(newsletterFormRules(values), values)).toEqual({});
    expect(validate(newsletterFormRules({}), {})).toEqual({
      email: { rule: "required" },
      privacy: { rule: "acceptDataProtection" },
    });
  });

  it("reads unsubscribe; anything else subscribes", () => {
    expect(newsletterOption({ option: "unsubscribe" })).toBe("unsubscribe");
    expect(newsletterOption({ option: "direct" })).toBe("subscribe");
  });
});

describe("the age gate's cookie", () => {
  const url = new URL("https://shop.example/showroom/alterspruefung");

  it("lasts the element's days, 30 when the value is out of range", () => {
    expect(ageVerifiedCookie(url, "7")).toBe("age-verified=1; Max-Age=604800; Path=/; SameSite=Lax; Secure");
    expect(ageVerifiedCookie(url, "9999")).toContain("Max-Age=2592000");
    expect(ageVerifiedCookie(new URL("http://localhost/x"), undefined)).not.toContain("Secure");
  });
});
