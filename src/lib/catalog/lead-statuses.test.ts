import { describe, expect, it } from "vitest";
import { leadStatusSchema } from "~/features/leads/leads.schemas";
import { isLeadStatus, LEAD_STATUS_LABELS, LEAD_STATUSES, leadStatusLabel, type LeadStatus } from "./lead-statuses";

const EN: Record<LeadStatus, string> = {
  Novo: "New",
  "Contatar novamente": "Call back",
  "Momento ruim": "Bad timing",
  "Não responde": "No answer",
  "Não qualificado": "Not qualified",
  "Sem interesse": "Not interested",
  "Converter em lead": "Convert to lead",
};

describe("LEAD_STATUSES", () => {
  it("lists the seven SPEC §3 statuses in funnel order", () => {
    expect(LEAD_STATUSES).toEqual(["Novo", "Contatar novamente", "Momento ruim", "Não responde", "Não qualificado", "Sem interesse", "Converter em lead"]);
  });

  it("holds exactly the SPEC §3 set, spelled as stored (NFC, with accents)", () => {
    const spec = ["Converter em lead", "Novo", "Contatar novamente", "Momento ruim", "Não qualificado", "Sem interesse", "Não responde"];
    expect([...LEAD_STATUSES].sort()).toEqual([...spec].sort());
    for (const status of LEAD_STATUSES) expect(status).toBe(status.normalize("NFC"));
  });
});

describe("LEAD_STATUS_LABELS / leadStatusLabel", () => {
  it.each(LEAD_STATUSES)("pt-BR label of %j is the code itself", (status) => {
    expect(LEAD_STATUS_LABELS["pt-BR"][status]).toBe(status);
    expect(leadStatusLabel(status, "pt-BR")).toBe(status);
    expect(leadStatusLabel(status)).toBe(status);
  });

  it.each(Object.entries(EN))("en-US label of %j is %j", (status, label) => {
    expect(LEAD_STATUS_LABELS["en-US"][status as LeadStatus]).toBe(label);
    expect(leadStatusLabel(status as LeadStatus, "en-US")).toBe(label);
  });

  it("has a label for every status in both locales and nothing else", () => {
    for (const locale of ["pt-BR", "en-US"] as const) expect(Object.keys(LEAD_STATUS_LABELS[locale]).sort()).toEqual([...LEAD_STATUSES].sort());
  });

  it("falls back to pt-BR for an unknown locale and to the code for an unknown status", () => {
    expect(leadStatusLabel("Novo", "fr-FR" as "pt-BR")).toBe("Novo");
    expect(leadStatusLabel("Ganho" as LeadStatus, "en-US")).toBe("Ganho");
    expect(leadStatusLabel("toString" as LeadStatus, "en-US")).toBe("toString");
  });
});

describe("leadStatusSchema / isLeadStatus", () => {
  it.each(LEAD_STATUSES)("accepts %j", (status) => {
    expect(leadStatusSchema.parse(status)).toBe(status);
    expect(isLeadStatus(status)).toBe(true);
  });

  it.each(["novo", "NOVO", "New", "Nao responde", "Não  responde", " Novo", "", "Ganho", "toString"])("rejects %j", (value) => {
    expect(leadStatusSchema.safeParse(value).success).toBe(false);
    expect(isLeadStatus(value)).toBe(false);
  });

  it.each([null, undefined, 1, {}, ["Novo"]])("rejects the non-string %o", (value) => {
    expect(leadStatusSchema.safeParse(value).success).toBe(false);
    expect(isLeadStatus(value)).toBe(false);
  });

  it("exposes the options in order", () => {
    expect(leadStatusSchema.options).toEqual([...LEAD_STATUSES]);
  });
});
