import { TRPCClientError } from "@trpc/client";

interface ErrorData {
  fieldErrors?: Record<string, string> | null;
  requestId?: string | null;
  code?: string;
}

/** The per-field messages the server sent (zod or domain errors), for <Field errors>. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof TRPCClientError) return ((error.data as ErrorData | undefined)?.fieldErrors ?? {}) as Record<string, string>;
  return {};
}

/** A message to show next to a form: the server's pt-BR message, never a stack. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message) return error.message;
  return fallback;
}
