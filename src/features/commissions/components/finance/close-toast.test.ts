import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import { enUS } from "~/i18n/en-US";
import { ptBR } from "~/i18n/pt-BR";

// The month-close toast is one message per locale (the extended schedules are a plural clause of it), so a
// translation can order its parts freely.
describe("month close toast", () => {
  const pt = createTranslator({ locale: "pt-BR", messages: ptBR, namespace: "commissionFinance.months" });
  const en = createTranslator({ locale: "en-US", messages: enUS, namespace: "commissionFinance.months" });

  it("says nothing of schedules when none was extended", () => {
    expect(pt("closedToast", { month: "ago/2026", statements: 3, extended: 0 })).toBe("ago/2026 fechado: 3 extratos gerados.");
    expect(pt("closedWithEarlierToast", { month: "ago/2026", count: 2, statements: 0, extended: 0 })).toBe("ago/2026 fechado, com 2 meses anteriores: nenhum extrato gerado.");
  });

  it("counts the extended schedules in the same sentence flow", () => {
    expect(pt("closedToast", { month: "ago/2026", statements: 1, extended: 1 })).toBe(
      "ago/2026 fechado: 1 extrato gerado. 1 venda recorrente teve o cronograma de comissões estendido.",
    );
    expect(en("closedWithEarlierToast", { month: "Aug 2026", count: 1, statements: 748, extended: 20001 })).toBe(
      "Aug 2026 closed, with 1 earlier month: 748 statements produced. 20,001 recurring sales had their commission schedules extended.",
    );
  });
});
