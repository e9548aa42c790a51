import path from "node:path";
import { z } from "zod";

/** "https://crm.example.com[:port]" as its origin; null for anything else (a path, a query, another scheme). */
function trustedOrigin(item: string): string | null {
  try {
    const u = new URL(item);
    const bare = (u.pathname === "/" || u.pathname === "") && !u.search && !u.hash && !u.username && !u.password;
    return bare && (u.protocol === "http:" || u.protocol === "https:") ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Server configuration, validated once. Every variable is documented in the README;
 * keep the two in step.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  PGLITE_DATA_DIR: z.string().min(1).optional(),
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET precisa de pelo menos 32 caracteres").optional(),
  NEXTAUTH_URL: z.url().optional(),
  SESSION_MAX_AGE_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
  TRUST_PROXY: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  TRUSTED_ORIGINS: z
    .string()
    .default("")
    .transform((raw, ctx) => {
      const origins: string[] = [];
      for (const item of raw.split(",").map((s) => s.trim()).filter(Boolean)) {
        const origin = trustedOrigin(item);
        if (origin) origins.push(origin);
        else ctx.addIssue({ code: "custom", message: `"${item}" não é uma origem: use esquema, endereço e porta, sem caminho (ex.: https://crm.suaempresa.com.br).` });
      }
      return origins;
    }),
  // Attachments: the size limit per file, and where the bytes go (S3-compatible storage when S3_BUCKET is set).
  ATTACHMENTS_MAX_MB: z.coerce.number().positive().max(1024).default(20),
  ATTACHMENTS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  // Uploads (imports, statements, attachments): where a request's temporary files go (removed when it ends),
  // and where the import reader stops, so a hostile file costs bounded memory, disk and time.
  UPLOAD_TMP_DIR: z.string().min(1).optional(),
  IMPORT_MAX_UNCOMPRESSED_MB: z.coerce.number().positive().max(4096).default(300),
  IMPORT_MAX_CELL_CHARS: z.coerce.number().int().min(256).max(1_000_000).default(32_767),
  IMPORT_MAX_ROWS: z.coerce.number().int().positive().max(10_000_000).default(1_000_000),
  // Where background jobs run: in the server's own process (default), or "off" when `npm run worker` runs apart.
  JOB_WORKER: z.enum(["in-process", "off"]).default("in-process"),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // E-mail: an SMTP server as a URL (smtp://user:pass@host:587, smtps://… for TLS). Unset: mail stays in the
  // outbox (Configurações → E-mails) unsent, so the embedded default works offline.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL precisa ser um endereço smtp:// ou smtps://." }).optional(),
  MAIL_FROM: z.string().min(3).max(200).default("Corretora <nao-responda@corretora.local>"),
  // Operations: the bearer token of /api/metrics (required in production: without it the metrics are refused),
  // and how long a SIGTERM waits for requests and jobs in hand before the process exits anyway.
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN precisa de pelo menos 16 caracteres").optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type ServerEnv = z.infer<typeof schema> & { pgliteDataDir: string };

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = schema.safeParse({
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || undefined,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL || undefined,
    S3_BUCKET: process.env.S3_BUCKET || undefined,
    UPLOAD_TMP_DIR: process.env.UPLOAD_TMP_DIR || undefined,
    METRICS_TOKEN: process.env.METRICS_TOKEN || undefined,
    S3_ENDPOINT: process.env.S3_ENDPOINT || undefined,
    SMTP_URL: process.env.SMTP_URL || undefined,
    MAIL_FROM: process.env.MAIL_FROM || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  cached = { ...env, pgliteDataDir: env.PGLITE_DATA_DIR ?? path.join(env.DATA_DIR, "pglite") };
  return cached;
}

/** True when the app runs as a production deployment on a real PostgreSQL. */
export function isProductionDeployment(env: ServerEnv = serverEnv()): boolean {
  return env.NODE_ENV === "production" && Boolean(env.DATABASE_URL);
}

/**
 * A production deployment must be configured explicitly: an embedded, generated secret
 * would differ between app servers and silently invalidate sessions.
 */
export function productionConfigErrors(env: ServerEnv = serverEnv()): string[] {
  if (!isProductionDeployment(env)) return [];
  const errors: string[] = [];
  if (!env.NEXTAUTH_SECRET) errors.push("NEXTAUTH_SECRET é obrigatório em produção (gere com: openssl rand -base64 32).");
  if (!env.NEXTAUTH_URL) errors.push("NEXTAUTH_URL é obrigatório em produção (a URL pública do sistema, ex.: https://crm.suaempresa.com.br).");
  return errors;
}

export function resetServerEnvForTests(): void {
  cached = undefined;
}
