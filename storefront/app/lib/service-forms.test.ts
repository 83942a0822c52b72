import { describe, expect, it } from "vitest";
import { validate } from "./forms/rules.ts";
import {
  notInThePast,
  prefillLines,
  quotationLines,
  quotationRules,
  swissToday,
  testMachineRules,
} from "./service-forms.ts";
import { quotationHref, testMachineHref } from "./service-links.ts";

const contact = { company: "Hotel Rigi AG", firstName: "Lea", lastName: "Muster", email: "lea@example.ch" };

describe("the quotation's rules", () => {
  it("asks for one line at least, company, names, e-mail and the privacy consent", () => {
    expect(validate(quotationRules({}), {})).toEqual({
      "productNumber-0": { rule: "required" },
      "quantity-0": { rule: "required" },
      company: { rule: "required" },
      firstName: { rule: "required" },
      lastName: { rule: "required" },
      email: { rule: "required" },
      privacy: { rule: "acceptDataProtection" },
    });
  });

  it("checks every filled line (a number and a whole quantity from 1), wherever it is", () => {
    const values = {
      ...contact,
      privacy: "on",
      "productNumber-0": "CL-1001",
      "quantity-0": "2",
      "productNumber-3": "CL-2002",
      "quantity-3": "0",
      "quantity-4": "5",
    };
    expect(validate(quotationRules(values), values)).toEqual({
      "quantity-3": { rule: "between", min: 1, max: 99_999 },
      "productNumber-4": { rule: "required" },
    });
    expect(quotationLines(values)).toEqual([
      { productNumber: "CL-1001", quantity: "2" },
      { productNumber: "CL-2002", quantity: "0" },
      { productNumber: "", quantity: "5" },
    ]);
  });

  it("prefills lines from the query and builds the products' link", () => {
    const url = new URL(
      "http://shop.test/quotation-request?product=CL-1&quantity=3&product=CL-2&quantity=-1",
    );
    expect(prefillLines(url)).toEqual([
      { productNumber: "CL-1", quantity: "3" },
      { productNumber: "CL-2", quantity: "1" },
    ]);
    expect(quotationHref([{ productNumber: "CL 1", quantity: 2 }])).toBe(
      "/quotation-request?product=CL+1&quantity=2",
    );
  });
});

describe("the test-machine inquiry's rules", () => {
  it("asks for machine, subject, names, e-mail and consent; the date is optional but not in the past", () => {
    expect(validate(testMachineRules("2026-11-24"), { testDate: "2026-11-23" })).toEqual({
      machine: { rule: "required" },
      testDate: { rule: "notInThePast" },
      subject: { rule: "required" },
      firstName: { rule: "required" },
      lastName: { rule: "required" },
      email: { rule: "required" },
      privacy: { rule: "acceptDataProtection" },
    });
    const rule = notInThePast("2026-11-24");
    expect(rule("2026-11-24", {})).toBeUndefined();
    expect(rule("", {})).toBeUndefined();
    expect(rule("2026-02-30", {})).toEqual({ rule: "date" });
    expect(rule("24.11.2026", {})).toEqual({ rule: "date" });
  });

  it("knows today in Swiss time and links a machine", () => {
    expect(swissToday(new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
    expect(testMachineHref("Scrubby 45 (CL-9)")).toBe("/test-machine-inquiry?machine=Scrubby+45+%28CL-9%29");
  });
});
