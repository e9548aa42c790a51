import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogs } from "~/i18n";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, EXPORT_AUDIT_ENTITIES, IMPORT_AUDIT_ENTITIES, auditActionEntity, isAuditEntity } from "./audit-catalog";

const SRC = path.resolve(import.meta.dirname, "../..");

/** Every `action: "<group>.<verb>"` written in the application's source (tests left out). */
function actionsInSource(): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const m of text.matchAll(/\baction: "([a-z_]+\.[A-Za-z_]+)"/g)) found.add(m[1]!);
  }
  return found;
}

const at = (messages: unknown, path: string): unknown => path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), messages);

describe("audit catalog", () => {
  it.each(Object.keys(catalogs) as (keyof typeof catalogs)[])("every recorded action and entity has a name in %s", (locale) => {
    const unnamed = [...AUDIT_ACTIONS.map((a) => `audit.actions.${a}`), ...AUDIT_ENTITIES.map((e) => `audit.entities.${e}`)].filter(
      (key) => typeof at(catalogs[locale], key) !== "string" || (at(catalogs[locale], key) as string).trim() === "",
    );
    expect(unnamed).toEqual([]);
  });

  it.each(Object.keys(catalogs) as (keyof typeof catalogs)[])("%s names no action that is not recorded", (locale) => {
    const groups = at(catalogs[locale], "audit.actions") as Record<string, Record<string, string>>;
    const named = Object.entries(groups).flatMap(([group, verbs]) => Object.keys(verbs).map((verb) => `${group}.${verb}`));
    expect(named.sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it("the catalog lists exactly the actions the source records (literals, plus the import and export runners')", () => {
    const generated = [...IMPORT_AUDIT_ENTITIES.flatMap((e) => [`${e}.create`, `${e}.update`, `${e}.import`]), ...EXPORT_AUDIT_ENTITIES.map((e) => `${e}.export`)];
    const recorded = new Set([...actionsInSource(), ...generated]);
    expect([...recorded].filter((a) => !(AUDIT_ACTIONS as readonly string[]).includes(a))).toEqual([]);
    expect(AUDIT_ACTIONS.filter((a) => !recorded.has(a))).toEqual([]);
  });

  it("the names read as a compliance officer expects", () => {
    expect(at(catalogs["pt-BR"], "audit.actions.auth.signin")).toBe("Entrou no sistema");
    expect(at(catalogs["pt-BR"], "audit.actions.customer.update")).toBe("Alterou o cliente");
    expect(at(catalogs["pt-BR"], "audit.actions.commission_schedule.extend")).toBe("Estendeu o cronograma");
    expect(at(catalogs["en-US"], "audit.actions.customer.update")).toBe("Changed the customer");
  });

  it("every action is written on a known kind of record", () => {
    for (const action of AUDIT_ACTIONS) expect(isAuditEntity(auditActionEntity(action)), action).toBe(true);
    expect(auditActionEntity("auth.signin")).toBe("user");
    expect(auditActionEntity("commission_schedule.extend")).toBe("sale");
  });
});
