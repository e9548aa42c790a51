import { describe, expect, it } from "vitest";
import { cpfCheckDigits } from "~/lib/brazil";
import { createInputOf, initialLeadValues } from "./lead-form-values";

const validCpf = `529982247${cpfCheckDigits("529982247")}`;
const base = () => ({ ...initialLeadValues(), name: "Maria Souza", source: "Site" });

describe("lead form values", () => {
  it("checks the CPF's digits before sending, with the server's message", () => {
    const out = createInputOf({ ...base(), document: "52998224700" });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors.document).toBe("CPF inválido: confira os dígitos.");
    expect(createInputOf({ ...base(), document: validCpf }).ok).toBe(true);
  });

  it("asks for the name and the source in pt-BR", () => {
    const out = createInputOf({ ...initialLeadValues() });
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.errors.name).toBe("Informe o nome ou a razão social.");
      expect(out.errors.source).toBe("Escolha a origem.");
    }
  });

  it("drops empty e-mail and phone slots, splits tags and maps the owner choice", () => {
    const auto = createInputOf({ ...base(), emails: ["", " a@b.com.br "], phones: [""], tags: "vip, , indicação " });
    expect(auto.ok).toBe(true);
    if (auto.ok) {
      expect(auto.input.emails).toEqual(["a@b.com.br"]);
      expect(auto.input.phones).toEqual([]);
      expect(auto.input.tags).toEqual(["vip", "indicação"]);
      expect("ownerId" in auto.input).toBe(false);
    }
    const pool = createInputOf({ ...base(), ownerId: "pool" });
    expect(pool.ok && pool.input.ownerId).toBeNull();
  });

  it("reports a bad e-mail by its slot", () => {
    const out = createInputOf({ ...base(), emails: ["nope"] });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(Object.keys(out.errors)).toContain("emails.0");
  });
});
