import { describe, expect, it } from "vitest";
import { diffFields, scrubSecrets } from "./audit";

describe("scrubSecrets", () => {
  it("drops the password hash, passwords and the token version", () => {
    const row = {
      id: "u1",
      name: "Ana",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$abc",
      password: "Senha-123456",
      temporaryPassword: "Tmp123456789",
      tokenVersion: 3,
      active: true,
    };
    const out = scrubSecrets(row);
    expect(out).toEqual({ id: "u1", name: "Ana", active: true });
    expect(JSON.stringify(out)).not.toContain("argon2");
  });

  it("keeps every other field, including falsy values", () => {
    expect(scrubSecrets({ a: 0, b: false, c: null, d: "" })).toEqual({ a: 0, b: false, c: null, d: "" });
  });

  it("returns null for no row", () => {
    expect(scrubSecrets(null)).toBeNull();
    expect(scrubSecrets(undefined)).toBeNull();
  });

  it("does not modify the row it is given", () => {
    const row = { name: "Ana", passwordHash: "h" };
    scrubSecrets(row);
    expect(row).toEqual({ name: "Ana", passwordHash: "h" });
  });
});

describe("diffFields", () => {
  it("keeps only the fields that changed, with their old and new values", () => {
    const before = { name: "Ana", role: "seller", active: true, teamId: "t1" };
    const after = { name: "Ana Souza", role: "seller", active: false, teamId: "t1" };
    expect(diffFields(before, after)).toEqual({ before: { name: "Ana", active: true }, after: { name: "Ana Souza", active: false } });
  });

  it("reports nothing when nothing changed", () => {
    const row = { name: "Ana", at: new Date("2025-01-01T00:00:00Z") };
    expect(diffFields(row, { ...row, at: new Date("2025-01-01T00:00:00Z") })).toEqual({ before: {}, after: {} });
  });

  it("compares dates by instant", () => {
    const d = diffFields({ at: new Date("2025-01-01T00:00:00Z") }, { at: new Date("2025-01-02T00:00:00Z") });
    expect(d.before.at).toEqual(new Date("2025-01-01T00:00:00Z"));
    expect(d.after.at).toEqual(new Date("2025-01-02T00:00:00Z"));
  });

  it("records null for a value that appears or disappears", () => {
    expect(diffFields({ teamId: null }, { teamId: "t1" })).toEqual({ before: { teamId: null }, after: { teamId: "t1" } });
    expect(diffFields({ teamId: "t1" }, { teamId: null })).toEqual({ before: { teamId: "t1" }, after: { teamId: null } });
    expect(diffFields({}, { teamId: "t1" })).toEqual({ before: { teamId: null }, after: { teamId: "t1" } });
  });

  it("never includes the password hash or token version, even when they change", () => {
    const d = diffFields({ name: "Ana", passwordHash: "old", tokenVersion: 1 }, { name: "Ana", passwordHash: "new", tokenVersion: 2 });
    expect(d).toEqual({ before: {}, after: {} });
  });

  it("ignores bookkeeping columns (version, updatedAt)", () => {
    const d = diffFields(
      { name: "Ana", version: 1, updatedAt: new Date(1) },
      { name: "Bia", version: 2, updatedAt: new Date(2) },
    );
    expect(d).toEqual({ before: { name: "Ana" }, after: { name: "Bia" } });
  });
});

describe("money and arrays in the audit log", () => {
  it("logs bigint centavos as decimal strings (jsonb has no bigint)", () => {
    expect(scrubSecrets({ baseAmount: 123456789012345n })).toEqual({ baseAmount: "123456789012345" });
  });

  it("treats equal arrays as unchanged and different ones as changed", () => {
    expect(diffFields({ tags: ["a", "b"] }, { tags: ["a", "b"] })).toEqual({ before: {}, after: {} });
    expect(diffFields({ tags: ["a"] }, { tags: ["a", "b"] })).toEqual({ before: { tags: ["a"] }, after: { tags: ["a", "b"] } });
  });
});
