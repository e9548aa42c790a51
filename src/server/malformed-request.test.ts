import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MalformedInputError } from "~/lib/wire-input";
import { notFound } from "./errors";
import { isRequestReadingError, malformedRequestDetail } from "./malformed-request";

describe("errors of reading a request", () => {
  it("are tRPC's own: parser failures, inputs superjson may not read, unknown paths and methods", () => {
    const parse = new TRPCError({ code: "BAD_REQUEST", message: "Unexpected end of JSON input", cause: new SyntaxError("Unexpected end of JSON input") });
    expect(isRequestReadingError(parse)).toBe(true);
    expect(isRequestReadingError(new TRPCError({ code: "BAD_REQUEST", cause: new MalformedInputError("meta.values: annotation class not accepted") }))).toBe(true);
    expect(isRequestReadingError(new TRPCError({ code: "NOT_FOUND", message: 'No procedure found on path "x"' }))).toBe(true);
    expect(isRequestReadingError(new TRPCError({ code: "METHOD_NOT_SUPPORTED", message: "Unsupported GET-request to mutation procedure" }))).toBe(true);
  });

  it("are never ours: field errors, domain errors, the procedures' own codes, or a 500", () => {
    const zod = z.object({ a: z.string() }).safeParse({}).error!;
    expect(isRequestReadingError(new TRPCError({ code: "BAD_REQUEST", cause: zod }))).toBe(false);
    expect(isRequestReadingError(new TRPCError({ code: "NOT_FOUND", message: "Registro não encontrado.", cause: notFound() }))).toBe(false);
    expect(isRequestReadingError(new TRPCError({ code: "FORBIDDEN", message: "Você não tem permissão para esta ação." }))).toBe(false);
    expect(isRequestReadingError(new TRPCError({ code: "TOO_MANY_REQUESTS", message: "Muitas tentativas." }))).toBe(false);
    expect(isRequestReadingError(new TRPCError({ code: "INTERNAL_SERVER_ERROR" }))).toBe(false);
  });

  it("log the parser's text without the body it quotes", () => {
    const cause = new SyntaxError('Unexpected token \'s\', "senha=segredo" is not valid JSON');
    const { detail } = malformedRequestDetail(new TRPCError({ code: "BAD_REQUEST", cause }));
    expect(detail).toContain("is not valid JSON");
    expect(detail).not.toContain("segredo");
  });
});
