import { describe, expect, it } from "vitest";
import * as format from "./index";

describe("~/lib/format barrel", () => {
  it("re-exports the format helpers", () => {
    expect(Object.keys(format).sort()).toEqual(
      ["WEEK_STARTS_ON", "dateFnsLocale", "formatBRL", "formatDate", "formatDateTime", "formatRelative", "MAX_MONEY_DIGITS", "parseBRL", "readAmount", "readRate", "parseDateBr", "saoPauloDay", "saoPauloMonth", "startOfDaySaoPaulo"].sort(),
    );
  });

  it("works through the barrel", () => {
    expect(format.formatBRL(123456)).toBe("R$\u00a01.234,56");
    expect(format.saoPauloDay(new Date("2026-02-01T01:00:00Z"))).toBe("2026-01-31");
  });
});
