import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeLead } from "../../../../tests/helpers/leads";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { Db, DbHandle } from "~/server/db/client";
import { leadActivities, leads, sales } from "~/server/db/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import { LEAD_ACTIVITY_KINDS } from "~/server/db/schema";
import { COUNT_CAP } from "~/features/lists/operands";
import { countSales } from "~/features/sales/server/sales-list.service";
import { saoPauloDay } from "~/lib/format";
import { RENEWAL_DAYS } from "../home-links";
import { countBehind } from "./home-drill";
import { sellerHome, type HomeFigure } from "./seller-home.service";
import { teamHome } from "./team-home.service";

/**
 * Every figure of Início equals the count of the list its link opens, read as the list page reads the URL,
 * under the same person's scope — whatever the leads, timelines and sales (random, around the month's start).
 */
const DAY = 86_400_000;
let handle: DbHandle;
let db: Db;
let partner: Awaited<ReturnType<typeof makePartner>>;
let product: Awaited<ReturnType<typeof makeProduct>>;

const activity = fc.record({ author: fc.integer({ min: 0, max: 3 }), kind: fc.constantFrom(...LEAD_ACTIVITY_KINDS), daysAgo: fc.integer({ min: 0, max: 45 }) });
const lead = fc.record({
  owner: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  status: fc.constantFrom(...LEAD_STATUSES),
  createdDaysAgo: fc.integer({ min: 0, max: 45 }),
  idleDays: fc.integer({ min: 0, max: 30 }),
  convertedDaysAgo: fc.option(fc.integer({ min: 0, max: 45 }), { nil: null }),
  value: fc.option(fc.bigInt({ min: 0n, max: 10_000_000n }), { nil: null }),
  deleted: fc.boolean(),
  activities: fc.array(activity, { maxLength: 4 }),
  // After its timeline: another owner (the leads' kept "owner worked at" follows), and an entry removed.
  reassign: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  dropEntry: fc.boolean(),
  // A later edit (status, value, soft delete) through the triggers that keep lead_status_counts.
  later: fc.option(fc.record({ status: fc.constantFrom(...LEAD_STATUSES), value: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n }), { nil: null }), deleted: fc.boolean() }), { nil: null }),
});
const sale = fc.record({
  seller: fc.integer({ min: 0, max: 3 }),
  status: fc.constantFrom("proposta" as const, "ativa" as const, "encerrada" as const),
  activatedDaysAgo: fc.option(fc.integer({ min: 0, max: 45 }), { nil: null }),
  endsInDays: fc.option(fc.integer({ min: -3, max: 40 }), { nil: null }),
  deleted: fc.boolean(),
});

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  partner = await makePartner(db);
  product = await makeProduct(db, partner);
});
afterAll(async () => {
  await handle?.close();
});

async function expectAgrees(actor: Actor, label: string, f: HomeFigure) {
  const behind = await countBehind(db, actor, f.href);
  expect(behind, `${label}: ${f.href}`).not.toBeNull();
  expect({ label, count: Math.min(f.count, COUNT_CAP), capped: f.count > COUNT_CAP || Boolean(f.capped) }).toEqual({ label, ...behind });
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const asActor = (u: { id: string; role: Actor["role"]; teamId: string | null }): Actor => ({ id: u.id, role: u.role, teamId: u.teamId });

describe("Início agrees with the lists it links to", { timeout: 300_000 }, () => {
  it("for a seller, the team's Gestor and the Administrador", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lead, { maxLength: 12 }), fc.array(sale, { maxLength: 6 }), async (leadSpecs, saleSpecs) => {
        const now = Date.now();
        const team = await makeTeam(db);
        const other = await makeTeam(db);
        const people = [
          await makeUser(db, { role: "seller", teamId: team.id }),
          await makeUser(db, { role: "seller", teamId: team.id }),
          await makeUser(db, { role: "manager", teamId: team.id }),
          await makeUser(db, { role: "seller", teamId: other.id }),
        ];
        const admin = await makeUser(db, { role: "admin" });
        for (const spec of leadSpecs) {
          const owner = spec.owner === null ? null : people[spec.owner]!;
          const row = await makeLead(db, owner, {
            status: spec.status,
            teamId: owner?.teamId ?? team.id,
            createdAt: new Date(now - spec.createdDaysAgo * DAY - 60_000),
            lastActivityAt: new Date(now - spec.idleDays * DAY - 60_000),
            deletedAt: spec.deleted ? new Date(now) : null,
          });
          const convertedAt = spec.convertedDaysAgo === null ? null : new Date(now - spec.convertedDaysAgo * DAY - 60_000);
          await db.update(leads).set({ estimatedValue: spec.value, convertedAt }).where(eq(leads.id, row.id));
          if (spec.later) {
            await db
              .update(leads)
              .set({ status: spec.later.status, estimatedValue: spec.later.value, ...(spec.later.deleted ? { deletedAt: new Date(now) } : {}) })
              .where(eq(leads.id, row.id));
          }
          for (const a of spec.activities) await db.insert(leadActivities).values({ leadId: row.id, authorId: people[a.author]!.id, kind: a.kind, at: new Date(now - a.daysAgo * DAY - 60_000) });
          if (spec.reassign !== null) {
            const to = people[spec.reassign]!;
            await db.update(leads).set({ ownerId: to.id, teamId: to.teamId }).where(eq(leads.id, row.id));
          }
          if (spec.dropEntry) await db.execute(sql`delete from ${leadActivities} where id = (select id from ${leadActivities} where lead_id = ${row.id} order by at desc limit 1)`);
        }
        const customer = await makeCustomer(db, people[0]!);
        for (const spec of saleSpecs) {
          const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
          const row = await makeSale(db, { customer, product, seller: people[spec.seller]!, status: spec.status, vigenciaEnd: spec.endsInDays === null ? null : day(spec.endsInDays) });
          const activatedOn = spec.activatedDaysAgo === null ? null : day(-spec.activatedDaysAgo);
          await db.update(sales).set({ activatedOn, deletedAt: spec.deleted ? new Date(now) : null }).where(eq(sales.id, row.id));
        }

        for (const seller of [people[0]!, people[3]!]) {
          const actor = asActor(seller);
          const home = await sellerHome(db, actor);
          for (const p of home.pipeline) {
            await expectAgrees(actor, `pipeline ${p.status}`, p);
            // The maintained totals equal the leads recomputed.
            const [direct] = await db
              .select({ n: sql<number>`count(*)::int`, value: sql<string>`coalesce(sum(${leads.estimatedValue}), 0)::text` })
              .from(leads)
              .where(and(eq(leads.ownerId, seller.id), eq(leads.status, p.status), isNull(leads.deletedAt)));
            expect({ count: p.count, value: p.value }).toEqual({ count: direct!.n, value: BigInt(direct!.value) });
          }
          for (const [key, f] of Object.entries(home.month)) await expectAgrees(actor, `month ${key}`, f);
        }
        for (const viewer of [people[2]!, admin]) {
          const actor = asActor(viewer);
          const home = await teamHome(db, actor);
          for (const f of home.funnel) await expectAgrees(actor, `funnel ${f.status}`, f);
          await expectAgrees(actor, "stale", home.stale);
          await expectAgrees(actor, "renewals", home.renewals);
          // The renewals read the customer's owner by lookup; the sales list joins it: same rows either way.
          const today = saoPauloDay(new Date());
          const window = [
            { field: "status", operand: "eq", value: "ativa" },
            { field: "vigenciaEnd", operand: "gte", value: today },
            { field: "vigenciaEnd", operand: "lte", value: addDays(today, RENEWAL_DAYS) },
          ] as const;
          expect((await countSales(db, actor, { filters: [...window] })).count).toBe(home.renewals.count);
          for (const s of home.sellers) {
            await expectAgrees(actor, `${s.name} worked`, s.worked);
            await expectAgrees(actor, `${s.name} conversions`, s.conversions);
            await expectAgrees(actor, `${s.name} sales`, s.sales);
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
