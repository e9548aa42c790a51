import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import { catalogs, type AppLocale } from ".";

// A bare {count} prints the number as JavaScript does ("10000"); {count, number} groups it for the locale.
describe("counts inside messages are written in the reader's locale", () => {
  const cases = [
    ["leadsToday.countCapped", { count: 10_000 }, "10.000+ leads", "10,000+ leads"],
    ["leadsToday.moreHidden", { shown: 50, count: 12_345 }, "Mostrando 50 de 12.345", "Showing 50 of 12,345"],
    ["importer.progress.rows", { done: 45_000, total: 100_000 }, "45.000 de 100.000 linhas", "45,000 of 100,000 rows"],
    ["importer.preview.errorsTruncated", { shown: 1_000 }, "1.000", "1,000"],
    ["exporter.selection", { count: 2_500 }, "(2.500)", "(2,500)"],
    ["leadsList.bulk.take", { count: 1_200 }, "(1.200)", "(1,200)"],
    ["leadsList.campaign.selection", { count: 1_200 }, "(1.200)", "(1,200)"],
  ] as const;

  // Keys as strings: the typed translator would want each key's own argument type.
  const render = (locale: AppLocale) => createTranslator({ locale, messages: catalogs[locale] }) as unknown as (key: string, values: object) => string;

  it.each(cases)("%s", (key, values, ptBR, enUS) => {
    expect(render("pt-BR")(key, values)).toContain(ptBR);
    expect(render("en-US")(key, values)).toContain(enUS);
  });
});
