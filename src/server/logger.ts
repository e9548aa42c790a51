import pino from "pino";

const globalForLog = globalThis as unknown as { __logger?: pino.Logger };

/** Structured JSON logs. Passwords and tokens are redacted wherever they appear. */
export const logger: pino.Logger = (globalForLog.__logger ??= pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "corretora" },
  redact: {
    paths: ["password", "*.password", "*.currentPassword", "*.newPassword", "*.passwordHash", "*.token", "*.csrfToken"],
    censor: "[oculto]",
  },
}));
