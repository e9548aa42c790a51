import { describe, expect, it } from "vitest";
import { exportUrl } from "./export-menu";

describe("exportUrl", () => {
  it("sends the list's filters, sort and search, the extra parameters and the format, and nothing else", () => {
    const url = exportUrl("renewals", { "f.status.in": ["ativa", "proposta"], sort: "-soldOn", q: "joão", cols: "name,-document", aba: "renovacoes", view: undefined }, "xlsx", { dias: "60" });
    const [path, search] = url.split("?");
    expect(path).toBe("/api/export/renewals");
    const params = new URLSearchParams(search);
    expect(params.getAll("f.status.in")).toEqual(["ativa", "proposta"]);
    expect(Object.fromEntries([...params].filter(([k]) => !k.startsWith("f.")))).toEqual({ sort: "-soldOn", q: "joão", dias: "60", format: "xlsx" });
  });

  it("a list without state exports everything it shows", () => {
    expect(exportUrl("customers", {}, "csv")).toBe("/api/export/customers?format=csv");
  });
});
