import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { auditLog, customers, customerSearchTextSql, partners, products, saleEvents, sales } from "~/server/db/schema";
import { cnpjCheckDigits, cpfCheckDigits, formatCnpj, formatCpf } from "~/lib/brazil";
import { CATEGORY_FAMILY, type ProductCategory } from "~/lib/catalog/product-categories";
import { DEFAULT_BASE_AMOUNT_LABEL } from "~/lib/catalog/base-amount-labels";
import type { SaleStatus } from "~/lib/catalog/sale-statuses";

/**
 * Portfolio fixtures inserted directly (no service, no audit row), so that a test of one
 * procedure does not depend on another. Every document is valid by check digits and unique
 * within the test file's database.
 */
let seq = 0;
const next = () => ++seq;

/** A valid CPF, bare (11 digits): a counter padded to 9 digits plus its check digits. */
export function nextCpf(): string {
  const base = String(200_000_000 + next() * 37);
  return `${base}${cpfCheckDigits(base)}`;
}

/** A valid numeric CNPJ, bare (14 digits). */
export function nextCnpj(): string {
  const base = `${String(30_000_000 + next() * 41).padStart(8, "0")}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}

/** A valid alphanumeric (2026) CNPJ, bare and uppercase. */
export function nextAlphaCnpj(): string {
  const base = `AB${String(100_000 + next()).padStart(6, "0")}0C1D`;
  return `${base}${cnpjCheckDigits(base)}`;
}

export const punctuatedCpf = formatCpf;
export const punctuatedCnpj = formatCnpj;

/** The same document with its last check digit changed: right shape, wrong digits. */
export function withWrongCheckDigit(doc: string): string {
  const last = Number(doc.at(-1));
  return `${doc.slice(0, -1)}${(last + 1) % 10}`;
}

type UserLike = { id: string };
type PartnerRow = typeof partners.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;
type SaleRow = typeof sales.$inferSelect;

export async function makePartner(
  db: Db,
  opts: { name?: string; cnpj?: string; categories?: ProductCategory[]; active?: boolean } = {},
): Promise<PartnerRow> {
  const n = next();
  const [row] = await db
    .insert(partners)
    .values({
      name: opts.name ?? `Parceiro ${n}`,
      cnpj: opts.cnpj ?? nextCnpj(),
      categories: opts.categories ?? ["AutoInsurance", "LifeInsurance", "Consortium", "PlanoSaude"],
      active: opts.active ?? true,
    })
    .returning();
  return row!;
}

export async function makeProduct(
  db: Db,
  partner: PartnerRow,
  opts: { category?: ProductCategory; name?: string; active?: boolean; baseAmountLabel?: string } = {},
): Promise<ProductRow> {
  const category = opts.category ?? (partner.categories[0] as ProductCategory);
  const [row] = await db
    .insert(products)
    .values({
      partnerId: partner.id,
      category,
      name: opts.name ?? `Produto ${next()}`,
      baseAmountLabel: opts.baseAmountLabel ?? DEFAULT_BASE_AMOUNT_LABEL[CATEGORY_FAMILY[category]],
      active: opts.active ?? true,
    })
    .returning();
  return row!;
}

export async function makeCustomer(
  db: Db,
  owner: UserLike,
  opts: Partial<Pick<CustomerRow, "kind" | "document" | "name" | "emails" | "phones" | "tags" | "deletedAt">> = {},
): Promise<CustomerRow> {
  const kind = opts.kind ?? "PF";
  const [row] = await db
    .insert(customers)
    .values({
      kind,
      document: opts.document ?? (kind === "PF" ? nextCpf() : nextCnpj()),
      name: opts.name ?? `Cliente ${next()}`,
      emails: opts.emails ?? [],
      phones: opts.phones ?? [],
      tags: opts.tags ?? [],
      ownerId: owner.id,
      deletedAt: opts.deletedAt ?? null,
    })
    .returning();
  // As the service does: searches match search_text, never the raw columns.
  const [searchable] = await db.update(customers).set({ searchText: customerSearchTextSql }).where(eq(customers.id, row!.id)).returning();
  return searchable!;
}

export async function makeSale(
  db: Db,
  opts: {
    customer: { id: string };
    product: ProductRow;
    seller: UserLike;
    presales?: UserLike | null;
    referrer?: UserLike | null;
    status?: SaleStatus;
    baseAmount?: bigint;
    soldOn?: string;
    vigenciaStart?: string | null;
    vigenciaEnd?: string | null;
    contractNumber?: string | null;
    installments?: number | null;
  },
): Promise<SaleRow> {
  const status = opts.status ?? "proposta";
  const [row] = await db
    .insert(sales)
    .values({
      customerId: opts.customer.id,
      productId: opts.product.id,
      partnerId: opts.product.partnerId,
      category: opts.product.category,
      sellerId: opts.seller.id,
      presalesId: opts.presales?.id ?? null,
      referrerId: opts.referrer?.id ?? null,
      status,
      baseAmount: opts.baseAmount ?? 150_000n,
      soldOn: opts.soldOn ?? "2026-01-15",
      vigenciaStart: opts.vigenciaStart ?? null,
      vigenciaEnd: opts.vigenciaEnd ?? null,
      contractNumber: opts.contractNumber ?? null,
      installments: opts.installments ?? null,
      ...(status === "cancelada" ? { cancelledOn: "2026-02-01", cancelReason: "Desistência" } : {}),
    })
    .returning();
  return row!;
}

/** Audit rows of one entity row, oldest first (optionally of one action). */
export function auditRowsOf(db: Db, entityId: string, action?: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(asc(auditLog.id));
}

/** The append-only history of one sale, oldest first. */
export function saleEventsOf(db: Db, saleId: string) {
  return db.select().from(saleEvents).where(eq(saleEvents.saleId, saleId)).orderBy(asc(saleEvents.id));
}

export const partnerRow = async (db: Db, id: string) => (await db.select().from(partners).where(eq(partners.id, id)))[0];
export const productRow = async (db: Db, id: string) => (await db.select().from(products).where(eq(products.id, id)))[0];
export const customerRow = async (db: Db, id: string) => (await db.select().from(customers).where(eq(customers.id, id)))[0];
export const saleRow = async (db: Db, id: string) => (await db.select().from(sales).where(eq(sales.id, id)))[0];
