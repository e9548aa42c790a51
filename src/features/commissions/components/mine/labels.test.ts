import { describe, expect, it } from "vitest";
import { enUS } from "~/i18n/en-US";
import { ptBR } from "~/i18n/pt-BR";
import { ENTRY_PARTIES, ENTRY_TYPES } from "~/lib/catalog/commission-catalog";
import { BUCKETS } from "../../commissions.schemas";
import { LINE_STATUSES } from "../sale-commission/schedule-rows";

describe("commission labels", () => {
  it("names every entry type in the DOMAIN words, in both languages", () => {
    expect(ENTRY_TYPES.map((type) => ptBR.myCommissions.types[type])).toEqual([
      "Prevista",
      "Ajuste",
      "Estorno",
      "Cancelamento",
      "Bônus",
      "Premiação",
      "Ajuste manual",
      "Adiantamento",
      "Recebimento",
      "Repasse",
    ]);
    for (const type of ENTRY_TYPES) expect(enUS.myCommissions.types[type]).toMatch(/\S/);
  });

  it("titles and explains every bucket, and names every party and line status", () => {
    for (const catalog of [ptBR, enUS]) {
      for (const bucket of BUCKETS) {
        expect(catalog.myCommissions.buckets[bucket].title).toMatch(/\S/);
        expect(catalog.myCommissions.buckets[bucket].hint).toMatch(/\S/);
      }
      for (const party of ENTRY_PARTIES) expect(catalog.myCommissions.parties[party]).toMatch(/\S/);
      for (const status of LINE_STATUSES) expect(catalog.myCommissions.sale.status[status]).toMatch(/\S/);
    }
    expect(BUCKETS.map((b) => ptBR.myCommissions.buckets[b].title)).toEqual(["Previsto", "A receber", "Recebido", "A repassar", "Pago", "Estornos"]);
  });
});
