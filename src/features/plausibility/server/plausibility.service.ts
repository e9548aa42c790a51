import { and, desc, eq, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { appSettings, leads, products, sales } from "~/server/db/schema";
import { conflict, DomainError, STALE_VERSION_MESSAGE } from "~/server/errors";
import {
  DEFAULT_PLAUSIBILITY_SETTINGS,
  PLAUSIBILITY_SETTINGS_KEY,
  plausibilitySettingsSchema,
  unusualAmount,
  unusualAmountMessage,
  type AmountSample,
  type PlausibilitySettings,
  type UnusualAmount,
  type UsualBasis,
} from "../plausibility";

/** The stored settings over the defaults; a malformed stored value falls back to the defaults. */
export async function plausibilitySettings(db: DbOrTx): Promise<PlausibilitySettings> {
  return (await plausibilitySettingsForEdit(db)).settings;
}

/** The settings with the stored row's version (null before the first save), for the edit form. */
export async function plausibilitySettingsForEdit(db: DbOrTx): Promise<{ settings: PlausibilitySettings; version: number | null }> {
  const [row] = await db.select({ value: appSettings.value, version: appSettings.version }).from(appSettings).where(eq(appSettings.key, PLAUSIBILITY_SETTINGS_KEY)).limit(1);
  const parsed = row ? plausibilitySettingsSchema.safeParse(row.value) : null;
  return { settings: parsed?.success ? parsed.data : DEFAULT_PLAUSIBILITY_SETTINGS, version: row?.version ?? null };
}

/** Saves the configuration: creates it (no version) or updates the version read; audited. */
export async function savePlausibilitySettings(db: Db, actor: Actor, input: { settings: PlausibilitySettings; version?: number }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(appSettings).where(eq(appSettings.key, PLAUSIBILITY_SETTINGS_KEY)).limit(1);
    const [row] = before
      ? await tx
          .update(appSettings)
          .set({ value: input.settings, version: sql`${appSettings.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(appSettings.key, PLAUSIBILITY_SETTINGS_KEY), eq(appSettings.version, input.version ?? -1)))
          .returning()
      : input.version === undefined
        ? await tx.insert(appSettings).values({ key: PLAUSIBILITY_SETTINGS_KEY, value: input.settings }).onConflictDoNothing().returning()
        : [];
    if (!row) throw conflict(STALE_VERSION_MESSAGE, "version");
    await recordAudit(tx, auditActor(actor), { action: "plausibility_settings.save", entity: "app_setting", entityId: PLAUSIBILITY_SETTINGS_KEY, before: { value: before?.value ?? null }, after: { value: input.settings } });
    return { settings: input.settings, version: row.version };
  });
}

/** Median (percentile_disc: always an amount that exists) and count, as the query's one row gives them. */
const MEDIAN = (column: SQL) => ({ median: sql<string | null>`(percentile_disc(0.5) within group (order by ${column}))::text`, count: sql<number>`count(*)::int` });
const sampleOf = (basis: UsualBasis, row: { median: string | null; count: number } | undefined): AmountSample => ({ basis, medianCents: BigInt(row?.median ?? "0"), count: row?.count ?? 0 });

/**
 * The usual sale amounts to compare with: the product's sales, and its category's when the product has too
 * few. Exact medians, read from sales_product_amount_idx / sales_category_amount_idx alone (500 000 sales:
 * 3 ms and 6 ms on PostgreSQL, against 65 and 96 ms scanning the table).
 */
export async function saleAmountSamples(db: DbOrTx, target: { productId: string; category: string; excludeSaleId?: string }, settings: PlausibilitySettings): Promise<AmountSample[]> {
  const live = and(isNull(sales.deletedAt), target.excludeSaleId ? ne(sales.id, target.excludeSaleId) : undefined);
  const [product] = await db.select(MEDIAN(sql`${sales.baseAmount}`)).from(sales).where(and(eq(sales.productId, target.productId), live));
  const productSample = sampleOf("product", product);
  if (productSample.count >= settings.minSample) return [productSample];
  const [category] = await db.select(MEDIAN(sql`${sales.baseAmount}`)).from(sales).where(and(eq(sales.category, target.category), live));
  return [productSample, sampleOf("category", category)];
}

/**
 * How many of the latest leads with a value in the same interests make "the usual" estimated value: recent
 * values, at a bounded cost. With 1 000 000 leads the median of all matching ones (~47 000 for one interest)
 * took 270–500 ms on PostgreSQL; of the latest 500, 30–60 ms, with no new index on leads (imports write there).
 */
export const LEAD_SAMPLE_SIZE = 500;

/** The usual estimated values of the latest leads sharing any of these interests (none: no sample). */
export async function leadValueSamples(db: DbOrTx, target: { categories: readonly string[]; excludeLeadId?: string }): Promise<AmountSample[]> {
  if (target.categories.length === 0) return [];
  const where = and(
    sql`${leads.categories} && array[${sql.join(
      target.categories.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[]`,
    isNotNull(leads.estimatedValue),
    isNull(leads.deletedAt),
    target.excludeLeadId ? ne(leads.id, target.excludeLeadId) : undefined,
  );
  const recent = db.select({ value: leads.estimatedValue }).from(leads).where(where).orderBy(desc(leads.createdAt)).limit(LEAD_SAMPLE_SIZE).as("recent");
  const [row] = await db.select(MEDIAN(sql`${recent.value}`)).from(recent);
  return [sampleOf("leads", row)];
}

/** One amount a write is about to save, and what it is compared with. */
export type AmountCheck = { field: string; amount: bigint | null | undefined } & (
  | { productId: string; category?: string; excludeSaleId?: string }
  | { leadCategories: readonly string[]; excludeLeadId?: string }
);

export type ConfirmedUnusualAmount = UnusualAmount & { field: string };

/**
 * The amounts of a write that are far outside the usual. Unless the user confirmed them (`confirmed`), the
 * write is refused with a BAD_REQUEST naming the first field, whose meta lists every unusual amount (the form
 * asks "Confirma este valor?" and sends again with confirmUnusualAmount). Confirmed, they are returned for
 * the write's audit entry.
 */
export async function confirmUsualAmounts(db: DbOrTx, checks: readonly AmountCheck[], confirmed: boolean | undefined): Promise<ConfirmedUnusualAmount[]> {
  const pending = checks.filter((c): c is AmountCheck & { amount: bigint } => typeof c.amount === "bigint" && c.amount > 0n);
  if (pending.length === 0) return [];
  const settings = await plausibilitySettings(db);
  const unusual: ConfirmedUnusualAmount[] = [];
  for (const check of pending) {
    let samples: AmountSample[];
    if ("productId" in check) {
      const category = check.category ?? (await db.select({ category: products.category }).from(products).where(eq(products.id, check.productId)).limit(1))[0]?.category;
      samples = category === undefined ? [] : await saleAmountSamples(db, { productId: check.productId, category, excludeSaleId: check.excludeSaleId }, settings);
    } else {
      samples = await leadValueSamples(db, { categories: check.leadCategories, excludeLeadId: check.excludeLeadId });
    }
    const found = unusualAmount(check.amount, samples, settings);
    if (found) unusual.push({ ...found, field: check.field });
  }
  const first = unusual[0];
  if (first && confirmed !== true) {
    throw new DomainError("BAD_REQUEST", `${unusualAmountMessage(first)} Confirme o valor para salvar.`, first.field, { unusualAmounts: unusual });
  }
  return unusual;
}

/**
 * For imports: leads' estimated values checked with one read of the settings and one sample per distinct set
 * of interests, taken before the import's first write, so the preview and the commit judge rows alike.
 */
export function leadValueChecker(db: DbOrTx): (amount: bigint, categories: readonly string[]) => Promise<UnusualAmount | null> {
  let settings: Promise<PlausibilitySettings> | null = null;
  const samples = new Map<string, Promise<AmountSample[]>>();
  return async (amount, categories) => {
    settings ??= plausibilitySettings(db);
    const key = [...categories].sort().join(",");
    let sample = samples.get(key);
    if (!sample) samples.set(key, (sample = leadValueSamples(db, { categories })));
    return unusualAmount(amount, await sample, await settings);
  };
}
