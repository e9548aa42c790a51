import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { leads, leadSearchTextSql, users } from "../schema";
import { GENERATED_LEAD_COLUMNS, generateLead, type LeadOwner } from "./lead-generator";
import { prng } from "./portfolio-generator";

export type { LeadOwner };

/** Rows per statement: one JSON parameter of ~3 MB, parsed server-side. */
const BATCH = 5000;

export interface LeadSeedOptions {
  count: number;
  /** Who the leads belong to (and whose team holds the few unassigned, pooled ones). */
  owners: LeadOwner[];
  seed?: number;
  /** Numbering offset, so a second run adds new documents and e-mails instead of repeating them. */
  offset?: number;
  /** "Today" of the data set (next-contact dates are spread around it). */
  now?: Date;
  /** Also write a few timeline entries per lead (demo data; off for the scale seed). */
  activities?: boolean;
  onProgress?: (done: number) => void;
}

const columnList = sql.raw(GENERATED_LEAD_COLUMNS.map(([name]) => `"${name}"`).join(", "));
const recordType = sql.raw(GENERATED_LEAD_COLUMNS.map(([name, type]) => `"${name}" ${type}`).join(", "));

/**
 * Leads with realistic distributions (lead-generator.ts), in batches of INSERT … SELECT over
 * json_to_recordset: one parameter per 5 000 rows, and search_text computed in the same statement. The
 * recordset is aliased `leads` so that leadSearchTextSql (written against leads.*) is used as is.
 */
export async function seedLeads(db: Db, opts: LeadSeedOptions): Promise<number> {
  if (!opts.owners.length) throw new Error("seedLeads: no owners");
  const rng = prng(opts.seed ?? 2026);
  const offset = opts.offset ?? 0;
  const now = (opts.now ?? new Date()).getTime();
  let made = 0;
  for (let start = 0; start < opts.count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, opts.count - start) }, (_, i) => generateLead(offset + start + i, opts.owners, now, rng));
    await db.execute(sql`
      insert into leads (${columnList}, updated_at, search_text)
      select ${columnList}, last_activity_at, ${leadSearchTextSql}
      from json_to_recordset(${JSON.stringify(rows)}::json) as leads(${recordType})`);
    made += rows.length;
    opts.onProgress?.(made);
  }
  if (opts.activities) await seedLeadActivities(db);
  return made;
}

/**
 * A plausible timeline for every lead that has none: its creation, its attempts (calls, WhatsApp, notes)
 * spread between creation and the last status change, then the status change itself. Server-side, in one
 * statement.
 */
export async function seedLeadActivities(db: Db): Promise<void> {
  await db.execute(sql`
    with fresh as (
      select l.id, l.owner_id, l.status, l.created_at, l.status_changed_at, l.contact_attempts
      from leads l where not exists (select 1 from lead_activities a where a.lead_id = l.id)
    )
    insert into lead_activities (lead_id, kind, body, outcome, data, author_id, at)
    select id, 'created', null::text, null::text, null::jsonb, owner_id, created_at from fresh
    union all
    select f.id,
      (array['call','whatsapp','attempt','note','email'])[1 + (abs(hashtext(f.id::text || g)) % 5)],
      (array['Liguei, caiu na caixa postal.','Mensagem enviada pelo WhatsApp.','Tentativa registrada.','Pediu para retornar outro dia.','Enviei a apresentação por e-mail.'])[1 + (abs(hashtext(f.id::text || g)) % 5)],
      null, null, f.owner_id,
      f.created_at + (f.status_changed_at - f.created_at) * g / (least(f.contact_attempts, 3) + 1)
    from fresh f cross join lateral generate_series(1, least(f.contact_attempts, 3)) g
    union all
    select id, 'status', null, null, jsonb_build_object('status', jsonb_build_object('from', 'Novo', 'to', status)), owner_id, status_changed_at
    from fresh where status <> 'Novo'`);
}

/**
 * The scale seed's status changes: every lead not in Novo gets the change into its status, at its last status
 * change — a third of them (by a hash of the id) through "Contatar novamente" halfway — as an office's timelines
 * hold, so the reports' status paths are measured at a realistic volume. A month of creation per statement, so
 * that the triggers recompute a bounded set of paths each time. Returns the entries written.
 */
export async function seedScaleStatusChanges(db: Db, onProgress?: (written: number) => void): Promise<number> {
  const months = (await db.execute(sql`select distinct date_trunc('month', created_at) as m from leads order by 1`)) as unknown as { rows: { m: string }[] };
  let written = 0;
  for (const { m } of months.rows) {
    const res = (await db.execute(sql`
      with fresh as (
        select l.id, l.owner_id, l.status, l.created_at, coalesce(l.status_changed_at, l.created_at) as changed_at, abs(hashtext(l.id::text)) % 3 = 0 as via
        from leads l
        where l.created_at >= ${m}::timestamptz and l.created_at < ${m}::timestamptz + interval '1 month' and l.status <> 'Novo'
          and not exists (select 1 from lead_activities a where a.lead_id = l.id and a.kind in ('status', 'converted'))
      ),
      ins as (
        insert into lead_activities (lead_id, kind, data, author_id, at)
        select id, 'status', jsonb_build_object('status', jsonb_build_object('from', 'Novo', 'to', 'Contatar novamente')), owner_id, created_at + (changed_at - created_at) / 2
        from fresh where via and status <> 'Contatar novamente'
        union all
        select id, case when status = 'Converter em lead' then 'converted' else 'status' end,
          jsonb_build_object('status', jsonb_build_object('from', case when via and status <> 'Contatar novamente' then 'Contatar novamente' else 'Novo' end, 'to', status)),
          owner_id, changed_at
        from fresh
        returning 1
      )
      select count(*)::int as n from ins`)) as unknown as { rows: { n: number }[] };
    written += Number(res.rows[0]?.n ?? 0);
    onProgress?.(written);
  }
  return written;
}

/**
 * The scale seed's leads (npm run seed:scale -- --leads N): spread over the active sellers and managers,
 * numbered after the leads already there, with progress every few seconds.
 */
export async function seedScaleLeads(db: Db, count: number, seed: number): Promise<void> {
  const owners = await db
    .select({ id: users.id, teamId: users.teamId })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, ["seller", "manager"])));
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(leads);
  const started = Date.now();
  let last = 0;
  await seedLeads(db, {
    count,
    owners,
    seed,
    offset: Number(n),
    onProgress: (done) => {
      if (Date.now() - last < 5000) return;
      last = Date.now();
      console.log(`  ${done} leads (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    },
  });
  console.log(`✔ ${count} leads em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
