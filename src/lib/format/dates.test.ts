import { enUS, ptBR } from "date-fns/locale";
import { describe, expect, it } from "vitest";
import {
  dateFnsLocale,
  formatDate,
  formatDateTime,
  formatRelative,
  parseDateBr,
  saoPauloDay,
  saoPauloMonth,
  WEEK_STARTS_ON,
} from "./dates";

/** 31/01/2026 22:00 in São Paulo is already February in UTC. */
const LATE_JANUARY = new Date("2026-02-01T01:00:00Z");

describe("formatDate", () => {
  it.each([
    ["2026-02-01T01:00:00Z", "31/01/2026", "01/31/2026"],
    ["2026-02-01T02:59:59Z", "31/01/2026", "01/31/2026"],
    ["2026-02-01T03:00:00Z", "01/02/2026", "02/01/2026"],
    ["2026-01-01T02:59:59Z", "31/12/2025", "12/31/2025"],
    ["2026-07-04T15:00:00Z", "04/07/2026", "07/04/2026"],
    ["2028-02-29T12:00:00Z", "29/02/2028", "02/29/2028"],
  ])("%s → %j / %j", (iso, ptBRText, enUSText) => {
    expect(formatDate(new Date(iso), "pt-BR")).toBe(ptBRText);
    expect(formatDate(new Date(iso), "en-US")).toBe(enUSText);
  });

  it("defaults to pt-BR and accepts epoch milliseconds and ISO strings", () => {
    expect(formatDate(LATE_JANUARY)).toBe("31/01/2026");
    expect(formatDate(LATE_JANUARY.getTime(), "pt-BR")).toBe("31/01/2026");
    expect(formatDate("2026-02-01T01:00:00Z", "pt-BR")).toBe("31/01/2026");
  });

  it("throws a RangeError on an invalid date", () => {
    expect(() => formatDate(new Date(Number.NaN), "pt-BR")).toThrow(RangeError);
    expect(() => formatDate("not a date", "pt-BR")).toThrow(RangeError);
  });
});

describe("formatDateTime", () => {
  it.each([
    ["2026-02-01T01:00:00Z", "31/01/2026 22:00", "01/31/2026 10:00 PM"],
    ["2026-02-01T03:00:00Z", "01/02/2026 00:00", "02/01/2026 12:00 AM"],
    ["2026-02-01T15:05:00Z", "01/02/2026 12:05", "02/01/2026 12:05 PM"],
    ["2026-07-04T12:30:59Z", "04/07/2026 09:30", "07/04/2026 09:30 AM"],
  ])("%s → %j / %j", (iso, ptBRText, enUSText) => {
    expect(formatDateTime(new Date(iso), "pt-BR")).toBe(ptBRText);
    expect(formatDateTime(new Date(iso), "en-US")).toBe(enUSText);
  });

  it("defaults to pt-BR", () => {
    expect(formatDateTime(LATE_JANUARY)).toBe("31/01/2026 22:00");
  });
});

describe("formatRelative", () => {
  const now = new Date("2026-01-31T15:00:00Z");
  const at = (ms: number) => new Date(now.getTime() + ms);
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  it.each([
    [-3 * DAY, "há 3 dias", "3 days ago"],
    [-1 * DAY, "há 1 dia", "1 day ago"],
    [-5 * 60_000, "há 5 minutos", "5 minutes ago"],
    [-30_000, "há 30 segundos", "30 seconds ago"],
    [2 * HOUR, "em 2 horas", "in 2 hours"],
    [10 * DAY, "em 10 dias", "in 10 days"],
    [-400 * DAY, "há 1 ano", "1 year ago"],
  ])("%s ms from now → %j / %j", (offset, ptBRText, enUSText) => {
    expect(formatRelative(at(offset), now, "pt-BR")).toBe(ptBRText);
    expect(formatRelative(at(offset), now, "en-US")).toBe(enUSText);
  });

  it("defaults to pt-BR and accepts epoch milliseconds", () => {
    expect(formatRelative(now.getTime() - 3 * DAY, now.getTime())).toBe("há 3 dias");
  });
});

describe("parseDateBr", () => {
  it.each([
    ["31/01/2026", "2026-01-31T03:00:00.000Z"],
    ["01/02/2026", "2026-02-01T03:00:00.000Z"],
    ["1/2/2026", "2026-02-01T03:00:00.000Z"],
    ["29/02/2028", "2028-02-29T03:00:00.000Z"],
    ["31/12/2025", "2025-12-31T03:00:00.000Z"],
    [" 15/11/2026 ", "2026-11-15T03:00:00.000Z"],
    ["01/01/2000", "2000-01-01T02:00:00.000Z"], // summer time was in force in 2000 (UTC−2)
  ])("%j → %s (midnight in São Paulo)", (text, iso) => {
    expect(parseDateBr(text)?.toISOString()).toBe(iso);
  });

  it("gives a plain Date that saoPauloDay maps back to the same day", () => {
    const parsed = parseDateBr("31/01/2026");
    expect(parsed).toBeInstanceOf(Date);
    expect(parsed && saoPauloDay(parsed)).toBe("2026-01-31");
  });

  it.each([
    "31/02/2026",
    "29/02/2026",
    "30/02/2028",
    "31/04/2026",
    "32/01/2026",
    "00/01/2026",
    "01/00/2026",
    "01/13/2026",
    "31/01/26",
    "31/01/026",
    "31/01/0026",
    "31/01/20266",
    "2026-01-31",
    "31-01-2026",
    "31.01.2026",
    "31/01/2026 10:00",
    "001/01/2026",
    "aa/bb/cccc",
    "",
    "   ",
  ])("rejects %j", (text) => {
    expect(parseDateBr(text)).toBeNull();
  });

  it("rejects a non-string at runtime", () => {
    expect(parseDateBr(new Date() as unknown as string)).toBeNull();
  });
});

describe("saoPauloDay / saoPauloMonth", () => {
  it.each([
    ["2026-02-01T01:00:00Z", "2026-01-31", "2026-01"],
    ["2026-02-01T02:59:59.999Z", "2026-01-31", "2026-01"],
    ["2026-02-01T03:00:00Z", "2026-02-01", "2026-02"],
    ["2026-01-01T00:30:00Z", "2025-12-31", "2025-12"],
    ["2026-06-15T12:00:00Z", "2026-06-15", "2026-06"],
  ])("%s → %s / %s", (iso, day, month) => {
    expect(saoPauloDay(new Date(iso))).toBe(day);
    expect(saoPauloMonth(new Date(iso))).toBe(month);
    expect(saoPauloDay(iso)).toBe(day);
    expect(saoPauloMonth(Date.parse(iso))).toBe(month);
  });

  it("does not depend on the process time zone", () => {
    expect(saoPauloDay(LATE_JANUARY)).toBe("2026-01-31");
    expect(LATE_JANUARY.toISOString().slice(0, 10)).toBe("2026-02-01");
  });
});

describe("locales", () => {
  it("starts the week on Sunday", () => {
    expect(WEEK_STARTS_ON).toBe(0);
  });

  it("maps app locales to date-fns locales", () => {
    expect(dateFnsLocale("pt-BR")).toBe(ptBR);
    expect(dateFnsLocale("en-US")).toBe(enUS);
    expect(dateFnsLocale("xx" as "pt-BR")).toBe(ptBR);
  });

  it.each(["pt-BR", "en-US"] as const)("%s's date-fns locale agrees with WEEK_STARTS_ON", (locale) => {
    expect(dateFnsLocale(locale).options?.weekStartsOn).toBe(WEEK_STARTS_ON);
  });
});
