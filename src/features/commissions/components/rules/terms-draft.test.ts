import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import { ptBR } from "~/i18n/pt-BR";
import { termsRequirements } from "../../engine/requirements";
import { TERMS_PRESETS } from "../../terms-presets";
import { draftFromTerms, emptyDraft, splitSharesBp, termsFromDraft } from "./terms-draft";

type TermsT = Parameters<typeof termsFromDraft>[1];
const t = createTranslator({ locale: "pt-BR", messages: ptBR, namespace: "commissionRules.terms" }) as unknown as TermsT;

describe("termsFromDraft", () => {
  it("round-trips every preset through the editor, storing the requirements the schedule implies", () => {
    for (const terms of Object.values(TERMS_PRESETS)) {
      const stored = { ...terms, requires: termsRequirements(terms), cltPassOnBp: "cltPassOnBp" in terms ? terms.cltPassOnBp : null };
      expect(termsFromDraft(draftFromTerms(terms), t)).toEqual({ terms: stored, errors: {} });
    }
    // A "por parcela" schedule needs the installments, ticked or not; the consórcio preset its quota number.
    expect(termsFromDraft(draftFromTerms(TERMS_PRESETS.insurance), t).terms?.requires).toEqual(["installments"]);
    expect(termsFromDraft(draftFromTerms(TERMS_PRESETS.consortium), t).terms).toMatchObject({ requires: ["contractNumber"], cltPassOnBp: 10_000 });
  });

  it("keeps the CLT estorno pass-on in basis points; empty follows the office; more than 100 % is refused", () => {
    const draft = { ...emptyDraft(), cltPassOnBp: 5_000 };
    draft.tranches[0]!.rateBp = 100;
    expect(termsFromDraft(draft, t).terms?.cltPassOnBp).toBe(5_000);
    expect(termsFromDraft({ ...draft, cltPassOnBp: null }, t).terms?.cltPassOnBp).toBeNull();
    expect(termsFromDraft({ ...draft, cltPassOnBp: 10_001 }, t).errors["terms.cltPassOnBp"]).toMatch(/100 %/);
  });

  it("turns typed months into numbers and keeps rates in basis points and amounts in centavos", () => {
    const draft = emptyDraft();
    draft.tranches[0]!.rateBp = 150;
    draft.tranches.push({ ...draft.tranches[0]!, key: "b", fromMonth: "2", open: true, kind: "fixed", fixedCents: 4_500n });
    const { terms } = termsFromDraft(draft, t);
    expect(terms?.tranches).toEqual([
      { fromMonth: 1, months: 1, kind: "rate", rateBp: 150, fixedCents: null, base: "total" },
      { fromMonth: 2, months: null, kind: "fixed", rateBp: null, fixedCents: 4_500, base: "total" },
    ]);
    expect(terms?.split.sellerBp).toBeNull();
  });

  it("puts each problem on the server's field path", () => {
    const draft = emptyDraft();
    draft.tranches[0]!.rateBp = null;
    draft.tranches[0]!.fromMonth = "0";
    draft.split = { seller: 9_000, sellerProfile: false, presales: 2_000, referrer: 0, manager: 0 };
    draft.clawback = [
      { key: "a", upToMonth: "12", recover: 10_000 },
      { key: "b", upToMonth: "6", recover: 5_000 },
    ];
    const { terms, errors } = termsFromDraft(draft, t);
    expect(terms).toBeNull();
    expect(errors["terms.tranches.0.rateBp"]).toMatch(/percentual/);
    expect(errors["terms.tranches.0.fromMonth"]).toMatch(/mês/);
    expect(errors["terms.split.sellerBp"]).toBe("As partes somam mais de 100 % da comissão.");
    expect(errors["terms.clawback"]).toMatch(/ordem crescente/);
  });

  it("adds up the split as typed for the live office share", () => {
    expect(splitSharesBp({ seller: 4_000, sellerProfile: false, presales: 1_000, referrer: 500, manager: null })).toEqual({ assigned: 5_500, sellerKnown: true });
    expect(splitSharesBp({ seller: 4_000, sellerProfile: true, presales: 1_000, referrer: 500, manager: 500 })).toEqual({ assigned: 2_000, sellerKnown: false });
  });
});
