import { TRPCError } from "@trpc/server";
import { getErrorShape } from "@trpc/server/unstable-core-do-not-import";
import { ZodError } from "zod";
import { DomainError } from "~/server/errors";
import { appRouter, createCaller } from "~/server/root";
import type { InnerContext } from "~/server/trpc";

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

/** What a failed call sends over HTTP: the real router's error formatter applied to the caller's error and context. */
export async function errorShapeOf(ctx: InnerContext, call: (caller: ReturnType<typeof createCaller>) => Promise<unknown>) {
  const error = await failureOf(call(createCaller(ctx)));
  return getErrorShape({ config: appRouter._def._config, error, type: "query", path: "test", input: undefined, ctx });
}
