import fc from "fast-check";
import type { Db } from "~/server/db/client";
import { leadActivities, leads } from "~/server/db/schema";
import { LEAD_STATUSES, type LeadStatus } from "~/lib/catalog/lead-statuses";
import { listStateFromQuery } from "~/features/lists/url-state";
import { leadsList } from "~/features/leads/server/leads.list";
import { countLeads } from "~/features/leads/server/leads-list.service";
import type { Actor } from "~/server/actor";
import { sql, type SQL } from "drizzle-orm";
import type { ReportResult, ReportSection } from "../../report-contract";

/**
 * Random leads with consistent histories (status changes chained from Novo, the conversion as the last event,
 * attempts and notes on the timeline) for the lead reports' tests, and the check that every drill-down link
 * lists exactly its figure: the href parsed the way the leads page parses its URL, counted by the list service.
 */

/** Leads are created from 2025-01-01 (São Paulo) over about four months. */
export const FIXTURE_START = Date.parse("2025-01-01T03:00:00Z");

export interface LeadSpec {
  owner: number;
  status: LeadStatus;
  via: boolean;
  source: string;
  categories: string[];
  createdMinutes: number;
  firstContactMinutes: number | null;
  stepMinutes: number;
  lostReason: string | null;
  activities: { kind: "attempt" | "note" | "call" | "whatsapp"; minutes: number }[];
  deleted: boolean;
}

export const leadSpec = fc.record({
  owner: fc.integer({ min: 0, max: 3 }),
  status: fc.constantFrom(...LEAD_STATUSES),
  via: fc.boolean(),
  source: fc.constantFrom("Site", "Indicação", "Evento"),
  categories: fc.subarray(["AutoInsurance", "PlanoSaude", "Consorcio"]),
  createdMinutes: fc.integer({ min: 0, max: 120 * 24 * 60 }),
  firstContactMinutes: fc.option(fc.integer({ min: 0, max: 72 * 60 }), { nil: null }),
  stepMinutes: fc.integer({ min: 1, max: 60 * 24 * 50 }),
  lostReason: fc.option(fc.constantFrom("Preço", "Sem perfil"), { nil: null }),
  activities: fc.array(fc.record({ kind: fc.constantFrom("attempt" as const, "note" as const, "call" as const, "whatsapp" as const), minutes: fc.integer({ min: 0, max: 30 * 24 * 60 }) }), { maxLength: 3 }),
  deleted: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

/** Owners: users by index; the last index means the team's unassigned pool. */
export async function insertLeads(db: Db, specs: readonly LeadSpec[], owners: readonly { id: string; teamId: string | null }[], poolTeamId: string | null) {
  for (const s of specs) {
    const owner = s.owner < owners.length ? owners[s.owner]! : null;
    const created = new Date(FIXTURE_START + s.createdMinutes * 60_000);
    const path: LeadStatus[] = s.status === "Novo" ? ["Novo"] : s.via && s.status !== "Contatar novamente" ? ["Novo", "Contatar novamente", s.status] : ["Novo", s.status];
    const changes = path.slice(1).map((to, i) => ({ from: path[i]!, to, at: new Date(created.getTime() + (i + 1) * s.stepMinutes * 60_000) }));
    const won = s.status === "Converter em lead";
    const firstContact = s.firstContactMinutes === null ? (changes[0]?.at ?? null) : new Date(created.getTime() + s.firstContactMinutes * 60_000);
    const last = changes.at(-1)?.at ?? created;
    const [row] = await db
      .insert(leads)
      .values({
        kind: "PF",
        name: `Lead ${s.createdMinutes}`,
        source: s.source,
        categories: s.categories,
        status: s.status,
        ownerId: owner?.id ?? null,
        teamId: owner ? owner.teamId : poolTeamId,
        nextContactOn: s.status === "Contatar novamente" || s.status === "Momento ruim" ? "2030-01-01" : null,
        lostReason: s.status === "Não qualificado" || s.status === "Sem interesse" || s.status === "Não responde" ? s.lostReason : null,
        firstContactAt: firstContact,
        convertedAt: won ? last : null,
        statusChangedAt: last,
        createdAt: created,
        deletedAt: s.deleted ? new Date() : null,
      })
      .returning({ id: leads.id });
    const id = row!.id;
    const entries = [
      ...changes.map((c, i) => ({
        leadId: id,
        kind: (won && i === changes.length - 1 ? "converted" : "status") as "converted" | "status",
        authorId: owner?.id ?? null,
        data: { status: { from: c.from, to: c.to } },
        at: c.at,
      })),
      ...s.activities.map((a) => ({ leadId: id, kind: a.kind, authorId: owner?.id ?? null, data: null, at: new Date(created.getTime() + a.minutes * 60_000) })),
    ];
    if (entries.length) await db.insert(leadActivities).values(entries);
  }
}

/** The query object Next's router gives the leads page for an href. */
export function queryOf(href: string): Record<string, string | string[]> {
  const url = new URL(href, "http://localhost");
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const prev = query[key];
    query[key] = prev === undefined ? value : [prev].flat().concat(value);
  }
  return query;
}

/** Every count cell with a link, against the leads list's count under the link's filters; returns the mismatches. */
export async function drillMismatches(db: Db, actor: Actor, result: ReportResult): Promise<string[]> {
  const out: string[] = [];
  for (const section of result.sections) {
    for (const row of [...section.rows, ...(section.totals ? [section.totals] : [])]) {
      for (const [col, cell] of Object.entries(row.cells)) {
        if (cell.kind !== "count" || !cell.href) continue;
        expectPath(cell.href);
        const { filters } = listStateFromQuery(queryOf(cell.href), { meta: leadsList.meta });
        const { count } = await countLeads(db, actor, { filters });
        if (count !== cell.value) out.push(`${result.key}/${section.key}/${row.key}/${col}: report ${cell.value}, list ${count} (${cell.href})`);
      }
    }
  }
  return out;
}

function expectPath(href: string) {
  if (!href.startsWith("/leads?")) throw new Error(`not a leads list link: ${href}`);
}


/**
 * Time in status against each lead's timeline walked, lead by lead: creation to the first change in its "from",
 * each change to the next in its "to", the last change (or creation) to now in the current status. Returns the
 * rows whose average (shown to a tenth of a day) differs by more than a tenth, and how many rows were checked.
 */
export async function timeInStatusMismatches(db: Db, section: ReportSection, cohort: SQL = sql`true`): Promise<{ off: string[]; checked: number }> {
  const walked = (await db.execute(sql`
    with c as (select id, created_at, status from leads where deleted_at is null and ${cohort}),
    ev as (select a.lead_id, a.at, a.data->'status'->>'from' as f from lead_activities a join c on c.id = a.lead_id
           where a.kind in ('status', 'converted') and a.data->'status' is not null),
    seg as (
      select ev.f as s, extract(epoch from (ev.at - coalesce(lag(ev.at) over (partition by ev.lead_id order by ev.at), c.created_at))) as secs from ev join c on c.id = ev.lead_id
      union all
      select c.status, extract(epoch from (now() - coalesce((select max(ev.at) from ev where ev.lead_id = c.id), c.created_at))) from c
    )
    select s as status, (sum(greatest(secs, 0)) / 86400)::float8 as days from seg where s is not null group by 1`)) as unknown as { rows: { status: string; days: number }[] };
  const days = new Map(walked.rows.map((r) => [r.status, Number(r.days)]));
  const off: string[] = [];
  let checked = 0;
  for (const row of section.rows) {
    const n = row.cells.passed!.value as number;
    if (!n) continue;
    const expected = Math.round(((days.get(row.key) ?? 0) / n) * 10) / 10;
    const shown = row.cells.avgDays!.value as number;
    if (Math.abs(shown - expected) > 0.1 + 1e-9) off.push(`${row.key}: report ${shown}, walked ${expected}`);
    checked++;
  }
  return { off, checked };
}
