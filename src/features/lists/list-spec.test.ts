import { sql } from "drizzle-orm";
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { defineList, type ListFieldDef } from "./list-spec";
import { probeList } from "./server/list-probe.fixture";

const t = pgTable("t", { id: uuid("id").primaryKey(), name: text("name").notNull(), n: integer("n"), big: integer("big") });
const base = { key: "things", from: t, select: { id: t.id }, id: t.id, defaultSort: { field: "name", dir: "asc" as const } };
const define = (fields: Record<string, ListFieldDef>, over: Record<string, unknown> = {}) =>
  defineList({ ...base, fields: { name: { column: t.name, type: "text", sortable: true }, ...fields }, ...over } as never);

describe("defineList", () => {
  it("gives each field its operands, sortability and integer-ness as plain data", () => {
    expect(probeList.meta.fields.qty).toEqual({
      type: "number",
      sortable: true,
      integer: true,
      operands: ["eq", "neq", "in", "gt", "gte", "lt", "lte", "between", "isEmpty", "isNotEmpty"],
    });
    expect(probeList.meta.fields.score!.integer).toBe(false);
    expect(probeList.meta.fields.qtyPlus!.integer).toBe(false);
    expect(probeList.meta.fields.status!.values).toEqual(["proposta", "ativa", "cancelada", "encerrada"]);
    expect(probeList.meta.fields.nameKey!.operands).toEqual([]);
    expect(probeList.meta.searchable).toBe(true);
    expect(probeList.meta.defaultSort).toEqual({ field: "createdAt", dir: "desc" });
    expect(probeList.idKind).toBe("uuid");
    expect(JSON.parse(JSON.stringify(probeList.meta))).toEqual(probeList.meta);
  });

  it("accepts an integer override and a notNull promise for expressions", () => {
    const spec = define({ expr: { column: sql`coalesce(${t.n}, 0)`, type: "number", integer: true, notNull: true, sortable: true } });
    expect(spec.meta.fields.expr!.integer).toBe(true);
    expect(spec.nullable.expr).toBe(false);
    expect(spec.meta.searchable).toBe(false);
  });

  it.each([
    ["a bad list key", {}, { key: "Has Space" }, /key/],
    ["a field key with a dot", { "a.b": { column: t.n, type: "number" } }, {}, /keys are letters/],
    ["an operand the type does not take", { n: { column: t.n, type: "number", operands: ["contains"] } }, {}, /cannot use contains/],
    ["an enum without values", { s: { column: t.name, type: "enum" } }, {}, /need their values/],
    ["sorting tags", { tg: { column: t.name, type: "tags", sortable: true } }, {}, /cannot be sorted/],
    ["an unknown type", { x: { column: t.name, type: "color" } }, {}, /unknown type/],
    ["a default sort on an unsortable field", { n: { column: t.n, type: "number" } }, { defaultSort: { field: "n", dir: "asc" } }, /default sort/],
  ])("refuses %s", (_name, fields, over, message) => {
    expect(() => define(fields as Record<string, ListFieldDef>, over)).toThrow(message);
  });
});
