import { describe, expect, it } from "vitest";
import { DomainError, toTRPCError, uniqueViolationToDomain } from "./errors";

function pgError(code: string, constraint?: string) {
  return Object.assign(new Error(`db error ${code}`), { code, constraint });
}

/** Drizzle wraps the driver's error: `DrizzleQueryError { cause: DatabaseError }`. */
function wrapped(cause: unknown) {
  return Object.assign(new Error("Failed query: insert into \"users\" ..."), { cause });
}

describe("uniqueViolationToDomain", () => {
  it("maps users_email_key to CONFLICT on the e-mail field", () => {
    const d = uniqueViolationToDomain(pgError("23505", "users_email_key"));
    expect(d).toBeInstanceOf(DomainError);
    expect(d?.code).toBe("CONFLICT");
    expect(d?.field).toBe("email");
    expect(d?.message).toMatch(/e-mail/);
  });

  it("finds the driver error nested under .cause", () => {
    const d = uniqueViolationToDomain(wrapped(pgError("23505", "users_email_key")));
    expect(d?.code).toBe("CONFLICT");
    expect(d?.field).toBe("email");
  });

  it("finds it two levels deep", () => {
    expect(uniqueViolationToDomain(wrapped(wrapped(pgError("23505", "users_email_key"))))?.field).toBe("email");
  });

  it("reads constraint_name as well as constraint", () => {
    const err = Object.assign(new Error("x"), { code: "23505", constraint_name: "users_email_key" });
    expect(uniqueViolationToDomain(err)?.field).toBe("email");
  });

  it("maps teams_name_key to CONFLICT on the name field", () => {
    const d = uniqueViolationToDomain(wrapped(pgError("23505", "teams_name_key")));
    expect(d?.code).toBe("CONFLICT");
    expect(d?.field).toBe("name");
  });

  it("maps an unknown unique constraint to CONFLICT without a field", () => {
    const d = uniqueViolationToDomain(pgError("23505", "something_else_key"));
    expect(d?.code).toBe("CONFLICT");
    expect(d?.field).toBeUndefined();
  });

  it.each([
    ["foreign key violation", "23503"],
    ["check violation", "23514"],
    ["not null violation", "23502"],
    ["serialization failure", "40001"],
  ])("returns null for a %s (%s)", (_label, code) => {
    expect(uniqueViolationToDomain(wrapped(pgError(code, "users_email_key")))).toBeNull();
  });

  it("returns null for errors that are not database errors", () => {
    expect(uniqueViolationToDomain(new Error("boom"))).toBeNull();
    expect(uniqueViolationToDomain(null)).toBeNull();
    expect(uniqueViolationToDomain(undefined)).toBeNull();
    expect(uniqueViolationToDomain("23505")).toBeNull();
  });
});

describe("toTRPCError", () => {
  it("turns a wrapped unique violation into a CONFLICT tRPC error carrying the field", () => {
    const t = toTRPCError(wrapped(pgError("23505", "users_email_key")));
    expect(t?.code).toBe("CONFLICT");
    expect((t?.cause as DomainError).field).toBe("email");
  });

  it("keeps a domain error's code and message", () => {
    const t = toTRPCError(new DomainError("FORBIDDEN", "Não pode."));
    expect(t?.code).toBe("FORBIDDEN");
    expect(t?.message).toBe("Não pode.");
  });

  it("leaves other errors alone (they become 500s)", () => {
    expect(toTRPCError(new Error("boom"))).toBeNull();
  });
});
