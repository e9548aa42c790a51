import { and, asc, eq, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { partners, products } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, notFound } from "~/server/errors";
import { defaultBaseAmountLabel } from "~/lib/catalog/base-amount-labels";
import type { ProductCategory } from "~/lib/catalog/product-categories";
import type { PartnerCreateInput, PartnerUpdateInput, ProductCreateInput, ProductUpdateInput } from "../partners.schemas";

export type Partner = typeof partners.$inferSelect;
export type Product = typeof products.$inferSelect;

export async function getPartner(db: DbOrTx, id: string): Promise<Partner> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  if (!row) throw notFound("Parceiro não encontrado.");
  return row;
}

export async function getProduct(db: DbOrTx, id: string): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound("Produto não encontrado.");
  return row;
}

export async function createPartner(db: Db, actor: Actor, input: PartnerCreateInput): Promise<Partner> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(partners).values(input).returning();
    await recordAudit(tx, auditActor(actor), { action: "partner.create", entity: "partner", entityId: row!.id, after: row });
    return row!;
  });
}

export async function updatePartner(db: Db, actor: Actor, input: PartnerUpdateInput): Promise<Partner> {
  return db.transaction(async (tx) => {
    const before = await getPartner(tx, input.id);
    if (input.categories) {
      const used = await tx.selectDistinct({ category: products.category }).from(products).where(eq(products.partnerId, input.id));
      const dropped = used.map((u) => u.category).filter((c) => !input.categories!.includes(c as ProductCategory));
      if (dropped.length) throw badInput("categories", `Há produtos deste parceiro nas categorias ${dropped.join(", ")}: mantenha-as ou mude esses produtos antes.`);
    }
    const { id, version, ...changes } = input;
    const after = await versionedUpdate(tx, partners, id, version, changes);
    await recordAudit(tx, auditActor(actor), { action: "partner.update", entity: "partner", entityId: id, ...diffFields(before, after) });
    return after;
  });
}

/** A product's category must be one its partner serves. */
function assertServes(partner: Partner, category: ProductCategory): void {
  if (!partner.categories.includes(category)) {
    throw badInput("category", `O parceiro ${partner.name} não atende essa categoria. Ajuste as categorias do parceiro primeiro.`);
  }
}

export async function createProduct(db: Db, actor: Actor, input: ProductCreateInput): Promise<Product> {
  return db.transaction(async (tx) => {
    const partner = await getPartner(tx, input.partnerId).catch(() => {
      throw badInput("partnerId", "Parceiro não encontrado.");
    });
    assertServes(partner, input.category);
    const [row] = await tx
      .insert(products)
      .values({ ...input, baseAmountLabel: input.baseAmountLabel ?? defaultBaseAmountLabel(input.category) })
      .returning();
    await recordAudit(tx, auditActor(actor), { action: "product.create", entity: "product", entityId: row!.id, after: row });
    return row!;
  });
}

export async function updateProduct(db: Db, actor: Actor, input: ProductUpdateInput): Promise<Product> {
  return db.transaction(async (tx) => {
    const before = await getProduct(tx, input.id);
    if (input.category) assertServes(await getPartner(tx, before.partnerId), input.category);
    const { id, version, ...changes } = input;
    const after = await versionedUpdate(tx, products, id, version, changes);
    await recordAudit(tx, auditActor(actor), { action: "product.update", entity: "product", entityId: id, ...diffFields(before, after) });
    return after;
  });
}

/** Partners with their products, for pickers (sale form, filters). Small by nature: no paging. */
export async function partnerOptions(db: Db, includeInactive: boolean) {
  const rows = await db
    .select({ partner: partners, product: products })
    .from(partners)
    .leftJoin(products, and(eq(products.partnerId, partners.id), includeInactive ? undefined : eq(products.active, true)))
    .where(includeInactive ? undefined : eq(partners.active, true))
    // Accent- and case-insensitive, as a pt-BR reader expects ("Ômega" among the O's, not after "Z").
    .orderBy(sql`f_unaccent(lower(${partners.name}))`, asc(partners.id), sql`f_unaccent(lower(${products.name}))`, asc(products.id));
  const byId = new Map<string, Partner & { products: Product[] }>();
  for (const { partner, product } of rows) {
    const entry = byId.get(partner.id) ?? { ...partner, products: [] };
    if (product) entry.products.push(product);
    byId.set(partner.id, entry);
  }
  return [...byId.values()];
}
