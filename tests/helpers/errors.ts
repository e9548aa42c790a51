import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { DomainError } from "~/server/errors";

/** The field names a failed call blames, as the error formatter would send them. */
export function fieldsOf(err: unknown): string[] {
  if (!(err instanceof TRPCError)) return [];
  if (err.cause instanceof ZodError) return err.cause.issues.map((i) => i.path.map(String).join("."));
  if (err.cause instanceof DomainError && err.cause.field) return [err.cause.field];
  return [];
}

export async function failureOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof TRPCError) return err;
    throw err;
  }
  throw new Error("expected the call to fail, but it succeeded");
}
