/**
 * How an error is written to the log: its type, message, stack, the statement it ran and the database's
 * error code, never the values it ran with. drizzle's DrizzleQueryError carries every parameter of a failed
 * query (`params`, and again in its message: "Failed query: … params: …") and PostgreSQL's `detail` repeats
 * the row ("Failing row contains (…)", "Key (document)=(…) already exists"): a failed user insert logged the
 * new user's argon2 hash, a failed customer write their CPF and name.
 */

/** Facts about an error that name no value: PostgreSQL's (pg and PGlite) and Node's. */
const KEPT_FIELDS = ["code", "constraint", "table", "column", "schema", "routine", "severity", "errno", "syscall", "status", "statusCode"] as const;
const MAX_CAUSES = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: LoggedError | unknown;
  [field: string]: unknown;
}

function withoutParams(err: Error & { query?: unknown; params?: unknown }): { message: string; stack?: string } {
  if (typeof err.query !== "string" || !("params" in err)) return { message: err.message, stack: err.stack };
  // The message ends with the parameters; the stack starts with the message.
  const message = `Failed query: ${err.query}`;
  return { message, stack: err.stack?.replace(err.message, message) };
}

export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const err = value as Error & Record<string, unknown>;
  const out: LoggedError = { type: err.constructor?.name ?? err.name, ...withoutParams(err) };
  if (typeof err.query === "string") out.query = err.query;
  for (const field of KEPT_FIELDS) {
    const v = err[field];
    if (typeof v === "string" || typeof v === "number") out[field] = v;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = err.cause instanceof Error ? serializeError(err.cause, depth + 1) : "[oculto]";
  return out;
}

const MAX_NESTING = 4;

/**
 * A log line's fields with every Error in them, however nested, written as serializeError does (pino's
 * serializers only see top-level keys: next-auth hands its errors inside `metadata`, a job inside its own).
 */
export function errorsSerialized(fields: Record<string, unknown>): Record<string, unknown> {
  const walk = (value: unknown, depth: number): unknown => {
    if (value instanceof Error) return serializeError(value);
    if (typeof value !== "object" || value === null || depth >= MAX_NESTING) return value;
    if (Array.isArray(value)) return value.map((v) => walk(v, depth + 1));
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, depth + 1)]));
  };
  return walk(fields, 0) as Record<string, unknown>;
}
