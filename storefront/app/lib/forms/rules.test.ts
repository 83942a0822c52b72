import { describe, expect, it } from "vitest";
import { formValues, rules, validate } from "./rules.ts";
import { mapViolations, pointerToField, violationProblem } from "./violations.ts";

const check = (rule: ReturnType<(typeof rules)[keyof typeof rules]>, value: string, values = {}) =>
  rule(value, values)?.rule;

describe("the validation catalogue (spec §5)", () => {
  it("required: blank and whitespace fail", () => {
    expect(check(rules.required(), "")).toBe("required");
    expect(check(rules.required(), "   ")).toBe("required");
    expect(check(rules.required(), "x")).toBeUndefined();
  });
  it("every other rule passes an empty value (optional fields)", () => {
    for (const rule of [rules.email(), rules.integer(), rules.url(), rules.minLength(3), rules.mac()]) {
      expect(rule("", {})).toBeUndefined();
    }
  });
  it("email", () => {
    expect(check(rules.email(), "anna@example.ch")).toBeUndefined();
    expect(check(rules.email(), "anna@example")).toBe("email");
    expect(check(rules.email(), "an na@example.ch")).toBe("email");
  });
  it("integer, numeric, decimal", () => {
    expect(check(rules.integer(), "-12")).toBeUndefined();
    expect(check(rules.integer(), "1.5")).toBe("integer");
    expect(check(rules.numeric(), "0042")).toBeUndefined();
    expect(check(rules.numeric(), "-1")).toBe("numeric");
    expect(check(rules.decimal(), "12,30")).toBeUndefined();
    expect(check(rules.decimal(), "12.3.0")).toBe("decimal");
  });
  it("alpha and alphanumeric accept letters of every language", () => {
    expect(check(rules.alpha(), "Zürich")).toBeUndefined();
    expect(check(rules.alpha(), "Zürich1")).toBe("alpha");
    expect(check(rules.alphanumeric(), "Genève2")).toBeUndefined();
    expect(check(rules.alphanumeric(), "a-b")).toBe("alphanumeric");
  });
  it("between, min value", () => {
    expect(rules.between(1, 5)("6", {})).toEqual({ rule: "between", min: 1, max: 5 });
    expect(check(rules.between(1, 5), "5")).toBeUndefined();
    expect(rules.minValue(10)("9.99", {})).toEqual({ rule: "minValue", min: 10 });
  });
  it("lengths count code points", () => {
    expect(check(rules.minLength(3), "ab")).toBe("minLength");
    expect(check(rules.minLength(2), "😀😀")).toBeUndefined();
    expect(rules.maxLength(3)("abcd", {})).toEqual({ rule: "maxLength", max: 3 });
  });
  it("same as another field", () => {
    expect(check(rules.sameAs("password"), "abc", { password: "abc" })).toBeUndefined();
    expect(check(rules.sameAs("password"), "abd", { password: "abc" })).toBe("sameAs");
  });
  it("url, ip, mac", () => {
    expect(check(rules.url(), "https://clarus.ch/x")).toBeUndefined();
    expect(check(rules.url(), "javascript:alert(1)")).toBe("url");
    expect(check(rules.ip(), "192.168.1.255")).toBeUndefined();
    expect(check(rules.ip(), "2001:db8::1")).toBeUndefined();
    expect(check(rules.ip(), "256.1.1.1")).toBe("ip");
    expect(check(rules.mac(), "00:1A:2b:3c:4d:5e")).toBeUndefined();
    expect(check(rules.mac(), "00:1A:2b:3c:4d")).toBe("mac");
  });
  it("password: at least 8 characters, case-sensitive, spaces count", () => {
    expect(check(rules.password(), "")).toBe("required");
    expect(rules.password()("1234567", {})).toEqual({ rule: "minLength", min: 8 });
    expect(check(rules.password(), "       a")).toBeUndefined();
  });
  it("zipcode by the country's pattern; VAT id as Swiss UID", () => {
    expect(check(rules.zipcode("\\d{4}"), "8604")).toBeUndefined();
    expect(check(rules.zipcode("\\d{4}"), "86043")).toBe("zipcode");
    expect(check(rules.zipcode(undefined), "anything")).toBeUndefined();
    expect(check(rules.vatId(), "CHE-123.456.789 MWST")).toBeUndefined();
    expect(check(rules.vatId(), "CHE-123.456.789 TVA")).toBeUndefined();
    expect(check(rules.vatId(), "CHE123456789")).toBe("vatId");
  });
  it("accepted: a ticked checkbox", () => {
    expect(check(rules.accepted(), "on")).toBeUndefined();
    expect(check(rules.accepted(), "")).toBe("acceptTerms");
  });
  it("validate: each field's first problem", () => {
    const problems = validate(
      { email: [rules.required(), rules.email()], zip: [rules.required(), rules.zipcode("\\d{4}")] },
      { email: "", zip: "12" },
    );
    expect(problems).toEqual({ email: { rule: "required" }, zip: { rule: "zipcode" } });
  });
  it("formValues keeps text fields", () => {
    const form = new FormData();
    form.append("a", "1");
    form.append("a", "2");
    form.append("b", "x");
    expect(formValues(form)).toEqual({ a: "1", b: "x" });
  });
});

describe("Store API violations", () => {
  it("pointers become the form's field names", () => {
    expect(pointerToField("/billingAddress/zipcode")).toBe("billingAddress.zipcode");
    expect(pointerToField("/vatIds/0")).toBe("vatIds");
    expect(pointerToField("/email")).toBe("email");
  });
  it("codes become the spec's server texts", () => {
    expect(violationProblem("VIOLATION::IS_BLANK_ERROR", "x").rule).toBe("serverBlank");
    expect(violationProblem("VIOLATION::TOO_SHORT_ERROR", "x").rule).toBe("serverTooShort");
    expect(violationProblem("VIOLATION::TOO_LOW_ERROR", "x").rule).toBe("serverTooLow");
    expect(violationProblem("VIOLATION::ZIP_CODE_INVALID", "x").rule).toBe("serverZipcode");
    expect(violationProblem("VIOLATION::VAT_ID_FORMAT_NOT_CORRECT", "x").rule).toBe("serverVatId");
    expect(violationProblem("VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE", "x").rule).toBe("serverEmailTaken");
    expect(violationProblem("VIOLATION::STRICT_CHECK_FAILED_ERROR", "email")).toEqual({
      rule: "serverInvalid",
      field: "email",
    });
  });
  it("maps every violation to its field, renames, skips entries without pointer", () => {
    const problems = mapViolations(
      [
        { code: "VIOLATION::ZIP_CODE_INVALID", source: { pointer: "/billingAddress/zipcode" } },
        { code: "VIOLATION::IS_BLANK_ERROR", source: { pointer: "/company" } },
        { code: "VIOLATION::VAT_ID_FORMAT_NOT_CORRECT", source: { pointer: "/vatIds/0" } },
        { code: "CHECKOUT__SOMETHING" },
      ],
      { company: "billingAddress.company" },
    );
    expect(problems).toEqual({
      "billingAddress.zipcode": { rule: "serverZipcode" },
      "billingAddress.company": { rule: "serverBlank" },
      vatIds: { rule: "serverVatId" },
    });
  });
});
