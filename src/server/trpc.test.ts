import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getErrorShape } from "@trpc/server/unstable-core-do-not-import";
import { appRouter } from "./root";
import type { InnerContext } from "./trpc";

/** The shape the real router's formatter produces, exactly as sent over HTTP. */
function getErrorShapeForTest(error: TRPCError, requestId: string) {
  return getErrorShape({
    config: appRouter._def._config,
    error,
    type: "query",
    path: "test.path",
    input: undefined,
    ctx: { requestId } as InnerContext,
  });
}

describe("error formatter", () => {
  it("turns an unexpected error into a generic pt-BR message with the request id, hiding internals", () => {
    const shape = getErrorShapeForTest(
      new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: 'relation "users" does not exist', cause: new Error("SQL boom") }),
      "req-123",
    );
    expect(shape.message).toBe(
      "Ocorreu um erro inesperado. Tente novamente; se persistir, informe ao suporte o código req-123.",
    );
    expect(JSON.stringify(shape)).not.toMatch(/relation|SQL boom|stack/);
    expect(shape.data.requestId).toBe("req-123");
  });

  it("sends zod problems per field", () => {
    const parsed = z.object({ email: z.email({ error: "E-mail inválido." }) }).safeParse({ email: "x" });
    const shape = getErrorShapeForTest(new TRPCError({ code: "BAD_REQUEST", cause: parsed.error }), "r");
    expect(shape.data.fieldErrors).toEqual({ email: "E-mail inválido." });
    expect(shape.data.field).toBe("email");
  });

  it("names an unknown key as its own field", () => {
    const parsed = z.object({ name: z.string() }).strict().safeParse({ name: "x", isAdmin: true });
    const shape = getErrorShapeForTest(new TRPCError({ code: "BAD_REQUEST", cause: parsed.error }), "r");
    expect(shape.data.fieldErrors).toEqual({ isAdmin: "Campo não reconhecido." });
  });
});
