import type { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { MalformedInputError } from "~/lib/wire-input";
import { DomainError } from "./errors";

/** The codes tRPC itself answers a request it cannot read with (procedures raise theirs with a cause, below). */
const READING_CODES = new Set<TRPCError["code"]>(["PARSE_ERROR", "BAD_REQUEST", "NOT_FOUND", "METHOD_NOT_SUPPORTED", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "UNPROCESSABLE_CONTENT"]);

/**
 * Errors tRPC raises itself while reading a request (unparsable JSON, an input superjson refuses, a batch that
 * is not an object, an unknown path or method, a body over the limit) carry its parsers' own texts: "Unexpected
 * end of JSON input", "Cannot convert 12x to a BigInt", "Maximum call stack size exceeded". The client gets a
 * generic pt-BR message with the request id instead, and the detail goes to the log (logServerError).
 *
 * Ours are told apart by their cause: a ZodError (input validation) or a DomainError (services, mapped in
 * errors.ts); the procedures' own TRPCErrors use other codes (UNAUTHORIZED, FORBIDDEN).
 */
export function isRequestReadingError(error: TRPCError): boolean {
  if (error.cause instanceof MalformedInputError) return true;
  if (error.cause instanceof ZodError || error.cause instanceof DomainError) return false;
  return READING_CODES.has(error.code);
}

export function malformedRequestMessage(error: TRPCError, requestId: string): string {
  if (error.code === "PAYLOAD_TOO_LARGE") return `Requisição grande demais. Se o problema persistir, informe ao suporte o código ${requestId}.`;
  return `Requisição malformada. Se o problema persistir, informe ao suporte o código ${requestId}.`;
}

/** What the log keeps of such an error: tRPC's code and the parser's own text, clipped (it may quote the body). */
export function malformedRequestDetail(error: TRPCError): { code: string; detail: string } {
  const cause = error.cause;
  const text = cause instanceof MalformedInputError ? cause.detail : cause ? `${cause.name}: ${cause.message}` : error.message;
  // JSON.parse quotes the text around the fault ("... is not valid JSON"), which may be a password: left out.
  return { code: error.code, detail: text.replace(/"[^"]*"/g, '"…"').slice(0, 200) };
}
