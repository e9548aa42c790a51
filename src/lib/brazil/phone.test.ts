import { describe, expect, it } from "vitest";
import { BR_AREA_CODES, formatPhoneBr, isMobilePhoneBr, isValidPhoneBr, telHref, toE164Br, whatsappHref } from "./phone";

describe("toE164Br", () => {
  it.each([
    ["(11) 91234-5678", "+5511912345678"],
    ["11912345678", "+5511912345678"],
    ["+55 11 91234-5678", "+5511912345678"],
    ["+55 (11) 91234-5678", "+5511912345678"],
    ["+5511912345678", "+5511912345678"],
    ["5511912345678", "+5511912345678"],
    ["55 11 91234 5678", "+5511912345678"],
    ["11 91234.5678", "+5511912345678"],
    ["  (11) 91234-5678  ", "+5511912345678"],
    ["011 91234-5678", "+5511912345678"],
    ["(11) 3123-4567", "+551131234567"],
    ["1131234567", "+551131234567"],
    ["+55 11 3123-4567", "+551131234567"],
    ["551131234567", "+551131234567"],
    ["(21) 2345-6789", "+552123456789"],
    ["(61) 4004-0001", "+556140040001"],
    ["(51) 5123-4567", "+555151234567"],
    ["(55) 91234-5678", "+5555912345678"], // DDD 55 (RS), national form
    ["(99) 98765-4321", "+5599987654321"],
  ])("%j → %j", (input, expected) => {
    expect(toE164Br(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["abc", "garbage"],
    ["(11) 91234-567", "mobile too short"],
    ["(11) 91234-56789", "too long"],
    ["(11) 81234-5678", "9-digit subscriber not starting with 9"],
    ["(11) 1123-4567", "landline starting with 1"],
    ["(11) 6123-4567", "8-digit number starting with 6 (old mobile)"],
    ["(11) 9123-4567", "8-digit number starting with 9 (old mobile)"],
    ["(01) 91234-5678", "DDD starting with 0"],
    ["(10) 91234-5678", "DDD 10"],
    ["(20) 91234-5678", "DDD 20 not in use"],
    ["(23) 3123-4567", "DDD 23 not in use"],
    ["(00) 3123-4567", "DDD 00"],
    ["+1 212 555 1234", "another country"],
    ["+11912345678", "+ without 55"],
    ["+55 11 91234-567", "international, too short"],
    ["(11) 91234-5678 ramal 2", "extension"],
    ["11 91234-5678+", "stray +"],
    ["912345678", "no DDD"],
  ])("rejects %j (%s)", (input) => {
    expect(toE164Br(input)).toBeNull();
  });

  it("rejects a non-string at runtime", () => {
    expect(toE164Br(11912345678 as unknown as string)).toBeNull();
  });

  it("accepts a mobile in every listed DDD and no DDD outside the list", () => {
    for (let n = 0; n <= 99; n++) {
      const ddd = String(n).padStart(2, "0");
      const expected = BR_AREA_CODES.includes(ddd) ? `+55${ddd}912345678` : null;
      expect(toE164Br(`(${ddd}) 91234-5678`), ddd).toBe(expected);
    }
  });

  it("lists the 67 DDDs in use", () => {
    expect(BR_AREA_CODES).toHaveLength(67);
    expect(new Set(BR_AREA_CODES).size).toBe(67);
    for (const ddd of BR_AREA_CODES) expect(ddd).toMatch(/^[1-9][1-9]$/);
  });
});

describe("isValidPhoneBr", () => {
  it.each(["(11) 91234-5678", "+5511912345678", "(11) 3123-4567"])("accepts %j", (input) => {
    expect(isValidPhoneBr(input)).toBe(true);
  });

  it.each(["", "(10) 91234-5678", "(11) 81234-5678", "123"])("rejects %j", (input) => {
    expect(isValidPhoneBr(input)).toBe(false);
  });
});

describe("formatPhoneBr", () => {
  it.each([
    ["+5511912345678", "(11) 91234-5678"],
    ["11912345678", "(11) 91234-5678"],
    ["5511912345678", "(11) 91234-5678"],
    ["(11) 91234-5678", "(11) 91234-5678"],
    ["+551131234567", "(11) 3123-4567"],
    ["1131234567", "(11) 3123-4567"],
    ["+5521987654321", "(21) 98765-4321"],
  ])("%j → %j", (input, expected) => {
    expect(formatPhoneBr(input)).toBe(expected);
  });

  it.each(["", "123", "+1 212 555 1234", "(10) 91234-5678"])("leaves the invalid %j unchanged", (input) => {
    expect(formatPhoneBr(input)).toBe(input);
  });

  it("round-trips with toE164Br", () => {
    for (const e164 of ["+5511912345678", "+551131234567", "+5599987654321"]) {
      expect(toE164Br(formatPhoneBr(e164))).toBe(e164);
    }
  });
});

describe("contact links", () => {
  it("tells mobiles (WhatsApp) from landlines", () => {
    expect(isMobilePhoneBr("+5511912345678")).toBe(true);
    expect(isMobilePhoneBr("(21) 98765-4321")).toBe(true);
    expect(isMobilePhoneBr("+551131234567")).toBe(false);
    expect(isMobilePhoneBr("(11) 3123-4567")).toBe(false);
    expect(isMobilePhoneBr("12345")).toBe(false);
  });

  it("dials the E.164 number", () => {
    expect(telHref("+5511912345678")).toBe("tel:+5511912345678");
    expect(telHref("(11) 3123-4567")).toBe("tel:+551131234567");
    expect(telHref("não é telefone")).toBeNull();
  });

  it("opens WhatsApp on mobiles only, with the greeting URL-encoded", () => {
    expect(whatsappHref("+5511912345678")).toBe("https://wa.me/5511912345678");
    expect(whatsappHref("+5511912345678", "Olá, João! Tudo bem? 50% & mais")).toBe(
      "https://wa.me/5511912345678?text=Ol%C3%A1%2C%20Jo%C3%A3o!%20Tudo%20bem%3F%2050%25%20%26%20mais",
    );
    expect(whatsappHref("+551131234567", "Olá")).toBeNull();
    expect(whatsappHref("abc")).toBeNull();
  });
});
