import { and, eq, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { conflict, STALE_VERSION_MESSAGE } from "~/server/errors";
import { appSettings } from "~/server/db/schema";
import { COMMISSION_SETTINGS_KEY, commissionSettingsSchema, DEFAULT_COMMISSION_SETTINGS, type CommissionSettings } from "../commission-settings";

/** The stored settings over the defaults; a malformed stored value falls back to the defaults. */
export async function commissionSettings(db: DbOrTx): Promise<CommissionSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, COMMISSION_SETTINGS_KEY)).limit(1);
  if (!row) return DEFAULT_COMMISSION_SETTINGS;
  const parsed = commissionSettingsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_COMMISSION_SETTINGS;
}

/** The settings with the stored row's version (null before the first save), for the edit form. */
export async function commissionSettingsForEdit(db: DbOrTx) {
  const [row] = await db.select({ value: appSettings.value, version: appSettings.version }).from(appSettings).where(eq(appSettings.key, COMMISSION_SETTINGS_KEY)).limit(1);
  const parsed = row ? commissionSettingsSchema.safeParse(row.value) : null;
  return { settings: parsed?.success ? parsed.data : DEFAULT_COMMISSION_SETTINGS, version: row?.version ?? null };
}

/** Saves the office's commission configuration: creates it (no version) or updates the version read; audited. */
export async function saveCommissionSettings(db: Db, actor: Actor, input: { settings: CommissionSettings; version?: number }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(appSettings).where(eq(appSettings.key, COMMISSION_SETTINGS_KEY)).limit(1);
    let version: number;
    if (!before) {
      if (input.version !== undefined) throw conflict(STALE_VERSION_MESSAGE, "version");
      const [row] = await tx.insert(appSettings).values({ key: COMMISSION_SETTINGS_KEY, value: input.settings }).onConflictDoNothing().returning();
      if (!row) throw conflict(STALE_VERSION_MESSAGE, "version");
      version = row.version;
    } else {
      const [row] = await tx
        .update(appSettings)
        .set({ value: input.settings, version: sql`${appSettings.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(appSettings.key, COMMISSION_SETTINGS_KEY), eq(appSettings.version, input.version ?? -1)))
        .returning();
      if (!row) throw conflict(STALE_VERSION_MESSAGE, "version");
      version = row.version;
    }
    await recordAudit(tx, auditActor(actor), { action: "commission_settings.save", entity: "app_setting", entityId: COMMISSION_SETTINGS_KEY, before: { value: before?.value ?? null }, after: { value: input.settings } });
    return { settings: input.settings, version };
  });
}
