import pino from "pino";
import { errorsSerialized, serializeError } from "./log-error";

const globalForLog = globalThis as unknown as { __logger?: pino.Logger };

/**
 * pino's options for the application's logs. Errors keep their statement and code but not the values they
 * ran with (log-error.ts); passwords, hashes, tokens and query parameters are redacted wherever they appear.
 */
export const LOGGER_OPTIONS: pino.LoggerOptions = {
  base: { app: "corretora" },
  serializers: { err: serializeError },
  formatters: { log: errorsSerialized },
  redact: {
    paths: [
      "password",
      "*.password",
      "*.currentPassword",
      "*.newPassword",
      "*.passwordHash",
      "*.token",
      "*.csrfToken",
      // Whatever error reaches a log under another key: a failed query's parameters and PostgreSQL's row detail.
      "*.params",
      "*.detail",
      "*.*.params",
      "*.*.detail",
    ],
    censor: "[oculto]",
  },
};

/** Structured JSON logs. */
export const logger: pino.Logger = (globalForLog.__logger ??= pino({
  ...LOGGER_OPTIONS,
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
}));
