import { sql } from "drizzle-orm";
import { defaultBaseAmountLabel } from "~/lib/catalog/base-amount-labels";
import type { Db } from "../client";
import { customers, customerSearchTextSql, partners, products, sales } from "../schema";
import { DEMO_PARTNERS } from "./catalog-data";
import { generateCustomer, generateSale, nthCnpj, prng, type ProductRef } from "./portfolio-generator";

const BATCH = 1000;

async function ensureCatalog(db: Db): Promise<ProductRef[]> {
  const existing = await db.select({ id: products.id, partnerId: products.partnerId, category: products.category }).from(products);
  if (existing.length) return existing as ProductRef[];
  const refs: ProductRef[] = [];
  for (const [i, p] of DEMO_PARTNERS.entries()) {
    const categories = [...new Set(p.products.map(([c]) => c))];
    const [partner] = await db
      .insert(partners)
      .values({ name: p.name, cnpj: nthCnpj(9_000_000 + i), categories, contactName: "Central de Parcerias", contactEmail: `parcerias${i}@exemplo.com.br` })
      .returning({ id: partners.id });
    const rows = await db
      .insert(products)
      .values(p.products.map(([category, name]) => ({ partnerId: partner!.id, category, name, baseAmountLabel: defaultBaseAmountLabel(category) })))
      .returning({ id: products.id, partnerId: products.partnerId, category: products.category });
    refs.push(...(rows as ProductRef[]));
  }
  return refs;
}

export interface PortfolioSeedOptions {
  customers: number;
  sales: number;
  ownerIds: string[];
  seed?: number;
  /** Numbering offset, so a second run adds new documents instead of colliding. */
  offset?: number;
  onProgress?: (done: { customers: number; sales: number }) => void;
}

/**
 * Partners, products, customers and sales with realistic distributions, in batches of
 * multi-row INSERTs (fast on PGlite and PostgreSQL alike).
 */
export async function seedPortfolio(db: Db, opts: PortfolioSeedOptions): Promise<void> {
  const rng = prng(opts.seed ?? 2026);
  const offset = opts.offset ?? 0;
  const catalog = await ensureCatalog(db);
  const sellable = catalog.filter((p) => !["Others", "Customer", "Commission"].includes(p.category));
  const owners: { id: string; ownerId: string }[] = [];
  for (let start = 0; start < opts.customers; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, opts.customers - start) }, (_, i) => generateCustomer(offset + start + i, opts.ownerIds, rng));
    owners.push(...(await db.insert(customers).values(rows).returning({ id: customers.id, ownerId: customers.ownerId })));
    opts.onProgress?.({ customers: owners.length, sales: 0 });
  }
  await db.execute(
    sql`update ${customers} set search_text = ${customerSearchTextSql} where search_text = ''`,
  );
  let made = 0;
  for (let start = 0; start < opts.sales; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, opts.sales - start) }, (_, i) => {
      const n = start + i;
      // Most customers hold one or two products; a few hold many.
      const customer = owners[Math.floor(Math.pow(rng.next(), 1.6) * owners.length)]!;
      return generateSale(customer.id, customer.ownerId, rng.pick(sellable), offset + n, rng);
    });
    await db.insert(sales).values(rows);
    made += rows.length;
    opts.onProgress?.({ customers: owners.length, sales: made });
  }
  // The history the commissions ledger will read: creation, then the current status.
  await db.execute(sql`
    insert into sale_events (sale_id, type, to_status, to_amount, effective_on, actor_id, at)
    select s.id, 'created', 'proposta', s.base_amount, s.sold_on, s.seller_id, s.created_at
    from sales s where not exists (select 1 from sale_events e where e.sale_id = s.id)`);
  await db.execute(sql`
    insert into sale_events (sale_id, type, from_status, to_status, effective_on, actor_id, at)
    select s.id, 'status_changed', 'proposta', s.status, coalesce(s.cancelled_on, s.sold_on), s.seller_id, s.created_at
    from sales s where s.status <> 'proposta'
      and not exists (select 1 from sale_events e where e.sale_id = s.id and e.type = 'status_changed')`);
}
