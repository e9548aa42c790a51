import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { makeTeam, makeUser } from "../../../../../tests/helpers/actors";
import { makeCustomer, makePartner, makeProduct } from "../../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { commissionEntries, commissionProfiles, sales, teams } from "~/server/db/schema";
import { saoPauloDay, saoPauloMonth } from "~/lib/format";
import { addMonths } from "~/features/commissions/engine/months";
import { listStateFromQuery } from "~/features/lists/url-state";
import { listSales } from "~/features/sales/server/sales-list.service";
import { commissionEntriesOf } from "~/features/commissions/server/my-commissions.service";
import { entriesFiltersFromQuery } from "~/features/commissions/entries-query";
import type { ReportResult } from "../../report-contract";

/**
 * A random brokerage for the money reports' properties: two teams, sellers, partners and categories, sales
 * activated / cancelled / ended over the last months with vigências, and ledger lines for them (people's and
 * partner's accruals over installments, receipts, estornos, manual entries and repasses), inserted directly
 * so that every combination appears; the ledger's own triggers keep its running totals.
 */
export const now = saoPauloMonth(new Date());
export const today = saoPauloDay(new Date());
const dayIn = (month: string, d: number) => `${month}-${String(Math.min(d, 28)).padStart(2, "0")}`;

export const saleSpec = fc.record({
  seller: fc.integer({ min: 0, max: 2 }),
  owner: fc.integer({ min: 0, max: 2 }),
  product: fc.integer({ min: 0, max: 2 }),
  presales: fc.boolean(),
  status: fc.constantFrom("proposta" as const, "ativa" as const, "cancelada" as const, "encerrada" as const),
  soldAgo: fc.integer({ min: 0, max: 7 }),
  day: fc.integer({ min: 1, max: 28 }),
  cancelAfter: fc.integer({ min: 0, max: 3 }),
  vigenciaAhead: fc.integer({ min: -3, max: 3 }),
  amount: fc.bigInt({ min: 0n, max: 10_000_000n }),
  installments: fc.array(fc.record({ rate: fc.integer({ min: 1, max: 900 }), paid: fc.boolean(), clawback: fc.boolean() }), { maxLength: 4 }),
});
export const manualSpec = fc.record({
  person: fc.integer({ min: 0, max: 3 }),
  ago: fc.integer({ min: -1, max: 6 }),
  type: fc.constantFrom("bonus" as const, "premiacao" as const, "ajuste_manual" as const, "adiantamento" as const, "repasse" as const),
  amount: fc.bigInt({ min: 1n, max: 500_000n }),
});
export const worldSpec = fc.record({ sales: fc.array(saleSpec, { minLength: 1, maxLength: 14 }), manual: fc.array(manualSpec, { maxLength: 6 }), accrualPayOn: fc.boolean() });
export type WorldSpec = typeof worldSpec extends fc.Arbitrary<infer T> ? T : never;

const actorOf = (u: { id: string; role: Actor["role"]; teamId: string | null }): Actor => ({ id: u.id, role: u.role, teamId: u.teamId });

export async function buildWorld(db: Db, spec: WorldSpec) {
  const teamA = await makeTeam(db);
  const teamB = await makeTeam(db);
  const admin = await makeUser(db, { role: "admin" });
  const finance = await makeUser(db, { role: "finance" });
  const manager = await makeUser(db, { role: "manager", teamId: teamA.id });
  const sellers = [
    await makeUser(db, { role: "seller", teamId: teamA.id, name: "Ana" }),
    await makeUser(db, { role: "seller", teamId: teamA.id, name: "Bruno" }),
    await makeUser(db, { role: "seller", teamId: teamB.id, name: "Carla" }),
  ];
  await db.update(teams).set({ managerId: manager.id }).where(eq(teams.id, teamA.id));
  if (spec.accrualPayOn) await db.insert(commissionProfiles).values({ userId: sellers[0]!.id, payOn: "accrual", defaultSplitBp: 4_000 });
  const p1 = await makePartner(db, { name: "Alfa Seguros", categories: ["AutoInsurance", "LifeInsurance"] });
  const p2 = await makePartner(db, { name: "Beta Consórcios", categories: ["Consortium"] });
  const products = [await makeProduct(db, p1, { category: "AutoInsurance" }), await makeProduct(db, p1, { category: "LifeInsurance" }), await makeProduct(db, p2, { category: "Consortium" })];
  const customers = [await makeCustomer(db, sellers[0]!), await makeCustomer(db, sellers[1]!), await makeCustomer(db, sellers[2]!)];
  const people = [...sellers, manager];

  const entries: (typeof commissionEntries.$inferInsert)[] = [];
  const later: (typeof commissionEntries.$inferInsert)[] = [];
  for (const s of spec.sales) {
    const product = products[s.product]!;
    const seller = sellers[s.seller]!;
    const soldMonth = addMonths(now, -s.soldAgo);
    const soldOn = dayIn(soldMonth, s.day);
    const active = s.status !== "proposta";
    const cancelMonth = addMonths(soldMonth, s.cancelAfter);
    const cancelledOn = s.status === "cancelada" ? (cancelMonth > now ? today : dayIn(cancelMonth, s.day)) : null;
    const [sale] = await db
      .insert(sales)
      .values({
        customerId: customers[s.owner]!.id,
        productId: product.id,
        partnerId: product.partnerId,
        category: product.category,
        sellerId: seller.id,
        presalesId: s.presales ? sellers[(s.seller + 1) % 3]!.id : null,
        status: s.status,
        baseAmount: s.amount,
        soldOn,
        activatedOn: active ? soldOn : null,
        vigenciaStart: active ? soldOn : null,
        vigenciaEnd: active ? dayIn(addMonths(now, s.vigenciaAhead), s.day) : null,
        cancelledOn,
        cancelReason: cancelledOn ? "Desistência" : null,
      })
      .returning();
    if (!active) continue;
    s.installments.forEach((inst, i) => {
      const due = `${addMonths(soldMonth, i)}-01`;
      const amount = (s.amount * BigInt(inst.rate)) / 10_000n;
      const common = { saleId: sale!.id, installment: i + 1, dueMonth: due, competence: due, partnerId: product.partnerId, category: product.category };
      entries.push({ ...common, party: "partner", type: "prevista", amount });
      entries.push({ ...common, party: "seller", userId: seller.id, type: "prevista", amount: amount / 2n });
      if (s.presales) entries.push({ ...common, party: "presales", userId: sellers[(s.seller + 1) % 3]!.id, type: "prevista", amount: amount / 10n });
      // Receipts come in a later statement, as reconciliation writes them; a correction after the receipt too.
      if (inst.paid && due <= `${now}-01`) {
        later.push({ ...common, party: "partner", type: "recebimento", amount });
        if (inst.clawback) later.push({ ...common, party: "seller", userId: seller.id, type: "ajuste", amount: 100n });
      }
      if (inst.clawback) entries.push({ ...common, party: "seller", userId: seller.id, type: "estorno", amount: -(amount / 4n) });
    });
  }
  for (const m of spec.manual) {
    const person = people[m.person]!;
    const month = `${addMonths(now, -m.ago)}-01`;
    entries.push({ party: "seller", userId: person.id, competence: month, type: m.type, amount: m.type === "repasse" ? -m.amount : m.amount });
  }
  if (entries.length) await db.insert(commissionEntries).values(entries);
  if (later.length) await db.insert(commissionEntries).values(later);
  return {
    teamA,
    teamB,
    partners: [p1, p2],
    people,
    actors: { admin: actorOf(admin), finance: actorOf(finance), manager: actorOf(manager), ana: actorOf(sellers[0]!), carla: actorOf(sellers[2]!) },
  };
}

/** What the list behind an href shows: its count and the sum of its amounts (every page read). */
export async function listBehind(db: Db, actor: Actor, href: string): Promise<{ count: number; sum: bigint }> {
  const url = new URL(href, "http://x");
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length === 1 ? all[0]! : all;
  }
  let count = 0;
  let sum = 0n;
  if (url.pathname === "/vendas") {
    const { filters } = listStateFromQuery(query);
    let cursor: string | null | undefined;
    do {
      const page = await listSales(db, actor, { filters, limit: 100, cursor });
      count += page.items.length;
      for (const s of page.items) sum += s.baseAmount;
      cursor = page.nextCursor;
    } while (cursor);
    return { count, sum };
  }
  const f = entriesFiltersFromQuery(query);
  let cursor: number | null = null;
  do {
    const page: Awaited<ReturnType<typeof commissionEntriesOf>> = await commissionEntriesOf(db, actor, { ...f, cursor, limit: 100, direction: "forward" });
    count += page.items.length;
    for (const e of page.items) sum += e.amount;
    cursor = page.nextCursor;
  } while (cursor);
  return { count, sum };
}

/** Every figure of a report with its link: [section, row, column, cell]. */
export function figuresOf(result: ReportResult) {
  return result.sections.flatMap((s) =>
    [...s.rows, ...(s.totals ? [s.totals] : [])].flatMap((r) =>
      Object.entries(r.cells).flatMap(([col, cell]) => ((cell.kind === "count" || cell.kind === "money") && cell.href ? [{ section: s.key, row: r.key, col, cell }] : [])),
    ),
  );
}

/** commission_report_months recomputed from the entries: the rows (with a non-zero amount) it must hold. */
export async function rollupMismatches(db: Db) {
  const { rows } = (await db.execute(sql`
    with live as (
      select e.competence, e.user_id, coalesce(e.category, '') as category, e.partner_id, e.due_month,
        commission_report_kind(e.type) = 'accrual' and coalesce(r.receipts > 0, false) as paid, commission_report_kind(e.type) as kind, sum(e.amount) as amount
      from commission_entries e left join commission_receivables r on r.sale_id = e.sale_id and r.installment = e.installment
      where (e.user_id is not null or e.party = 'partner') and commission_report_kind(e.type) is not null
      group by 1, 2, 3, 4, 5, 6, 7
    ), kept as (select competence, user_id, category, partner_id, due_month, paid, kind, amount from commission_report_months)
    (select 'missing' as side, * from live where amount <> 0 except select 'missing', * from kept)
    union all
    (select 'extra', * from kept where amount <> 0 except select 'extra', * from live)`)) as unknown as { rows: unknown[] };
  return rows;
}

/**
 * More people than the Comissões report shows on screen: `n` sellers, each with a sale whose installments give
 * them previsto (due next month), a receivable (due this month) and a manual bônus; some repasses. Previsto
 * ties (every third seller the same) and zeros (every seventh none) on purpose.
 */
export async function buildCrowd(db: Db, n: number) {
  const admin = await makeUser(db, { role: "admin" });
  const team = await makeTeam(db);
  const partner = await makePartner(db, { name: "Gama Seguros", categories: ["AutoInsurance"] });
  const product = await makeProduct(db, partner, { category: "AutoInsurance" });
  const entries: (typeof commissionEntries.$inferInsert)[] = [];
  const next = `${addMonths(now, 1)}-01`;
  const current = `${now}-01`;
  for (let i = 0; i < n; i++) {
    const seller = await makeUser(db, { role: "seller", teamId: team.id, name: `Pessoa ${String(i).padStart(3, "0")}` });
    const customer = await makeCustomer(db, seller);
    const [sale] = await db
      .insert(sales)
      .values({ customerId: customer.id, productId: product.id, partnerId: partner.id, category: "AutoInsurance", sellerId: seller.id, status: "ativa", baseAmount: 1_000_000n, soldOn: today, activatedOn: today, vigenciaStart: today, vigenciaEnd: `${addMonths(now, 12)}-01` })
      .returning();
    const common = { saleId: sale!.id, partnerId: partner.id, category: "AutoInsurance" as const, party: "seller" as const, userId: seller.id, type: "prevista" as const };
    const previsto = i % 7 === 0 ? 0n : i % 3 === 0 ? 5_000n : BigInt(1_000 + i * 37);
    if (previsto > 0n) entries.push({ ...common, installment: 2, dueMonth: next, competence: current, amount: previsto });
    entries.push({ ...common, installment: 1, dueMonth: current, competence: current, amount: BigInt(200 + i) });
    entries.push({ party: "seller", userId: seller.id, competence: current, type: "bonus", amount: BigInt(50 + i) });
    if (i % 4 === 0) entries.push({ party: "seller", userId: seller.id, competence: current, type: "repasse", amount: -BigInt(30 + i) });
  }
  await db.insert(commissionEntries).values(entries);
  return { admin: actorOf(admin) };
}
