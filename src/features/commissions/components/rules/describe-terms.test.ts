import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import type { Tranche } from "~/features/commissions/commission-terms.schemas";
import { ptBR } from "~/i18n/pt-BR";
import { describeClawback, describeSchedule, describeSplit, describeTranche, type DescribeT } from "./describe-terms";

const t = createTranslator({ locale: "pt-BR", messages: ptBR, namespace: "commissionRules.describe" }) as unknown as DescribeT;
const ctx = { t, locale: "pt-BR" as const };
const nb = (s: string) => s.replaceAll("\u00a0", " ");
const rate = (fromMonth: number, months: number | null, rateBp: number, base: Tranche["base"] = "total"): Tranche => ({ fromMonth, months, kind: "rate", rateBp, fixedCents: null, base });

describe("describeTranche", () => {
  it("says one month, a range of months or while the sale lasts", () => {
    expect(nb(describeTranche(rate(1, 1, 100), ctx))).toBe("1,0 % no mês 1");
    expect(nb(describeTranche(rate(2, 3, 50), ctx))).toBe("0,5 % nos meses 2–4");
    expect(nb(describeTranche(rate(1, null, 4), ctx))).toBe("0,04 % ao mês, enquanto a venda durar");
    expect(nb(describeTranche(rate(2, null, 200), ctx))).toBe("2,0 % ao mês a partir do mês 2, enquanto a venda durar");
  });

  it("names the per-installment base and fixed amounts", () => {
    expect(nb(describeTranche(rate(1, null, 2_000, "installment"), ctx))).toBe("20 % de cada parcela do prêmio ao mês, enquanto a venda durar");
    expect(nb(describeTranche({ fromMonth: 1, months: null, kind: "fixed", rateBp: null, fixedCents: 4_500, base: "total" }, ctx))).toBe("R$ 45,00 ao mês, enquanto a venda durar");
  });

  it("describes a schedule in month order", () => {
    expect(nb(describeSchedule([rate(2, 3, 50), rate(1, 1, 100)], ctx))).toBe("1,0 % no mês 1; 0,5 % nos meses 2–4");
  });
});

describe("describeSplit and describeClawback", () => {
  it("gives the office what is left", () => {
    expect(describeSplit({ sellerBp: 4_000, presalesBp: 1_000, referrerBp: 500, managerBp: 500 }, ctx).map(nb)).toEqual([
      "Vendedor: 40 %",
      "Pré-venda: 10 %",
      "Indicador: 5,0 %",
      "Gestor: 5,0 %",
      "Escritório: 40 %",
    ]);
    expect(describeSplit({ sellerBp: null, presalesBp: 0, referrerBp: 0, managerBp: 0 }, ctx).at(-1)).toBe("Escritório: o restante");
  });

  it("ends the estorno table with what happens after it", () => {
    expect(nb(describeClawback([{ upToMonth: 6, recoverBp: 10_000 }, { upToMonth: 12, recoverBp: 7_500 }], ctx))).toBe(
      "cancelada até o mês 6: estorna 100 %; cancelada até o mês 12: estorna 75 %; depois do mês 12, nada é estornado",
    );
    expect(describeClawback([], ctx)).toBe("Sem estorno");
  });
});
