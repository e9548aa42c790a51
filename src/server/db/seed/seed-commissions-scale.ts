import { sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import type { Db } from "../client";
import { commissionProfiles, users } from "../schema";

/** Months of commission per family at scale (consórcio and insurance in 4 tranches, recurring ones 12). */
const MONTHS_SQL = sql.raw(`case
  when t.category in ('Consortium') then 4
  when t.category in ('AutoInsurance','HomeInsurance','TravelInsurance','LiabilityInsurance','SegurosElementares','LifeInsurance','SeguroVidaPJ') then 4
  when t.category in ('PlanoSaude','PlanoSaudePJ','PlanoOdonto','PlanoOdontoPJ','Investment','InternationalInvestment','InvestmentOffshore','Pension','Energy','MLEnergia') then 12
  else 1 end`);
/** The rate of each month, in basis points of the base amount. */
const BP_SQL = sql.raw(`case
  when t.category = 'Consortium' then 40
  when t.category in ('PlanoSaude','PlanoSaudePJ','PlanoOdonto','PlanoOdontoPJ') then 800
  when t.category in ('Investment','InternationalInvestment','InvestmentOffshore') then 4
  when t.category in ('Pension') then 100
  when t.category in ('Energy','MLEnergia') then 1500
  when t.category in ('Credit','AutoFinance','SolarEnergy','Baas') then 150
  when t.category = 'RealEstateFinance' then 50
  when t.category = 'Exchange' then 35
  else 500 end`);

const PARTICIPANTS = 1_000;
const CHUNK = 25_000;

/**
 * The commission ledger at scale (npm run seed:scale -- --commissions): 1 000 participants (the demo sellers
 * plus generated ones, with profiles), and for every activated sale without entries its installments as
 * partner, seller and office lines, estornos and cancelamentos for the cancelled ones — set-wise SQL, in
 * chunks of sales. The amounts follow each family's shape; they are not the demo rules' exact terms.
 */
export async function seedCommissionsScale(db: Db, onProgress?: (entries: number) => void): Promise<number> {
  const existing = await db.execute(sql`select id from users where active and role in ('seller','manager') order by email`);
  const ids = (existing as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length < PARTICIPANTS) {
    const passwordHash = await hashPassword(`escala-${Date.now()}`);
    const start = ids.length;
    const rows = Array.from({ length: PARTICIPANTS - start }, (_, i) => ({
      name: `Vendedor Escala ${String(start + i).padStart(4, "0")}`,
      email: `escala${start + i}@bench.corretora.local`,
      role: "seller" as const,
      passwordHash,
    }));
    for (let i = 0; i < rows.length; i += 500) ids.push(...(await db.insert(users).values(rows.slice(i, i + 500)).returning({ id: users.id })).map((r) => r.id));
  }
  const contracts = ["clt", "pj", "autonomo"] as const;
  await db
    .insert(commissionProfiles)
    .values(ids.slice(0, PARTICIPANTS).map((userId, i) => ({ userId, contractType: contracts[i % 3]!, defaultSplitBp: 4_000, taxRegime: i % 2 ? ("normal" as const) : ("simples" as const), issBp: i % 3 === 2 ? 200 : 0, payOn: i % 4 === 0 ? ("receipt" as const) : ("accrual" as const) })))
    .onConflictDoNothing();
  await db.execute(sql`create temporary table if not exists scale_participants (idx int primary key, user_id uuid not null)`);
  await db.execute(sql`delete from scale_participants`);
  await db.execute(sql`insert into scale_participants select (row_number() over () - 1)::int, value::uuid from jsonb_array_elements_text(${JSON.stringify(ids.slice(0, PARTICIPANTS))}::jsonb)`);
  const { rows: bounds } = (await db.execute(sql`select count(*)::int as n from sales where status in ('ativa','cancelada','encerrada')`)) as unknown as { rows: { n: number }[] };
  const total = bounds[0]?.n ?? 0;
  let written = 0;
  for (let offset = 0; offset < total; offset += CHUNK) {
    const { rows } = (await db.execute(sql`
      with s as (
        select s.id, s.partner_id, s.category, s.base_amount, s.status, s.cancelled_on,
          date_trunc('month', coalesce(s.vigencia_start, s.sold_on))::date as start,
          (select user_id from scale_participants p where p.idx = (abs(hashtext(s.id::text)) % ${PARTICIPANTS})) as seller
        from sales s
        where s.status in ('ativa','cancelada','encerrada')
        order by s.id offset ${offset} limit ${CHUNK}
      ),
      todo as (select * from s where not exists (select 1 from commission_entries e where e.sale_id = s.id)),
      inst as (
        select t.*, n, (t.start + (n - 1) * interval '1 month')::date as due,
          round(t.base_amount * ${BP_SQL} / 10000.0)::bigint as amt
        from todo t cross join lateral generate_series(1, ${MONTHS_SQL}) n
      ),
      lines as (
        select id, partner_id, category, seller, n, due, status, cancelled_on, amt as partner_amt, (amt * 4000 / 10000) as seller_amt from inst
      ),
      accrual as (
        select id, 'partner' as party, null::uuid as user_id, n, due, 'prevista' as type, partner_amt as amount, partner_id, category from lines
        union all select id, 'seller', seller, n, due, 'prevista', seller_amt, partner_id, category from lines
        union all select id, 'office', null, n, due, 'prevista', partner_amt - seller_amt, partner_id, category from lines
      ),
      stops as (
        select l.*, date_trunc('month', l.cancelled_on)::date as stop_month from lines l where l.status = 'cancelada' and l.cancelled_on is not null
      ),
      reversal as (
        select id, party, user_id, n, due, case when due <= stop_month then 'estorno' else 'cancelamento' end as type, -amount as amount, partner_id, category, greatest(due, stop_month) as competence
        from (
          select id, 'partner' as party, null::uuid as user_id, n, due, partner_amt as amount, partner_id, category, stop_month from stops
          union all select id, 'seller', seller, n, due, seller_amt, partner_id, category, stop_month from stops
          union all select id, 'office', null, n, due, partner_amt - seller_amt, partner_id, category, stop_month from stops
        ) r
      ),
      ins as (
        insert into commission_entries (sale_id, party, user_id, installment, due_month, competence, type, amount, partner_id, category)
        select id, party, user_id, n, due, due, type, amount, partner_id, category from accrual
        union all select id, party, user_id, n, due, competence, type, amount, partner_id, category from reversal
        returning 1
      )
      select count(*)::int as n from ins`)) as unknown as { rows: { n: number }[] };
    written += rows[0]?.n ?? 0;
    onProgress?.(written);
  }
  return written;
}
