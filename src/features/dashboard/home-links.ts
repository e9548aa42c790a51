import type { ListFilter } from "~/features/lists/list.schemas";
import { listStateToQuery } from "~/features/lists/url-state";
import { saoPauloDay, saoPauloMonth } from "~/lib/format";
import { FIFTEEN_DAYS_MS } from "~/lib/time";
import type { LeadStatus } from "~/lib/catalog/lead-statuses";
import { OPEN_LEAD_STATUSES } from "~/features/leads/lead-status";

/**
 * Where each number of the home (Início) leads: the list behind it, with the filters that make the list show
 * the same count. Pure (server and browser): the services build the hrefs with the same instants they count
 * with, and the tests parse these links exactly as the list pages parse their URL.
 */

/** Renewals the Gestor's home counts: vigência ending within this many days (a window of the Renovações tab). */
export const RENEWAL_DAYS = 30;
/** "Os últimos dias" of the Administrador's home: today and the six days before it. */
export const SYSTEM_DAYS = 7;

/** The instants and days one home is computed for (São Paulo calendar, no DST since 2019). */
export interface HomePeriod {
  /** Today, "yyyy-MM-dd". */
  day: string;
  /** This month, "yyyy-MM". */
  month: string;
  /** The month's first day, "yyyy-MM-dd". */
  monthStartDay: string;
  /** The instant the month started in São Paulo (ISO, UTC). */
  monthStart: string;
  /** "Parado": no timeline entry since this instant (15 days ago, to the minute like the list's filter). */
  staleCutoff: string;
}

export function homePeriod(now: Date): HomePeriod {
  const day = saoPauloDay(now);
  const month = saoPauloMonth(now);
  const monthStartDay = `${month}-01`;
  const cutoff = new Date(now.getTime() - FIFTEEN_DAYS_MS);
  cutoff.setUTCSeconds(0, 0);
  return { day, month, monthStartDay, monthStart: new Date(`${monthStartDay}T00:00:00-03:00`).toISOString(), staleCutoff: cutoff.toISOString() };
}

function withQuery(path: string, query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) params.append(key, v);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const leadsHref = (filters: ListFilter[]) => withQuery("/leads", listStateToQuery({ filters }));
const salesHref = (filters: ListFilter[]) => withQuery("/vendas", listStateToQuery({ filters }));
const owner = (ownerId: string | null): ListFilter[] => (ownerId ? [{ field: "ownerId", operand: "eq", value: ownerId }] : []);

/** The filters behind each figure, named so the services and the tests use the same ones. */
export const homeFilters = {
  /** A status of someone's pipeline (or of everything the viewer sees). */
  ownStatus: (ownerId: string | null, status: LeadStatus): ListFilter[] => [...owner(ownerId), { field: "status", operand: "eq", value: status }],
  /** Leads the owner worked (their own entry on the lead) since the instant. */
  workedSince: (ownerId: string, since: string): ListFilter[] => [...owner(ownerId), { field: "ownerWorkedAt", operand: "gte", value: since }],
  convertedSince: (ownerId: string | null, since: string): ListFilter[] => [...owner(ownerId), { field: "convertedAt", operand: "gte", value: since }],
  /** Leads created since the instant, now in `status` (the month's funnel). */
  createdSinceInStatus: (since: string, status: LeadStatus): ListFilter[] => [
    { field: "createdAt", operand: "gte", value: since },
    { field: "status", operand: "eq", value: status },
  ],
  /** Open leads with no timeline entry since the cutoff ("parados"). */
  staleOpen: (cutoff: string): ListFilter[] => [
    { field: "status", operand: "in", value: [...OPEN_LEAD_STATUSES] },
    { field: "lastActivityAt", operand: "lt", value: cutoff },
  ],
  activatedSince: (sellerId: string | null, day: string): ListFilter[] => [
    ...(sellerId ? [{ field: "sellerId", operand: "eq", value: sellerId } as const] : []),
    { field: "activatedOn", operand: "gte", value: day },
  ],
};

export const homeLinks = {
  leads: leadsHref,
  sales: salesHref,
  /** "Hoje", at one of its sections; `team` widens it to everything the viewer sees (?ver=equipe). */
  today: (bucket: string, team: boolean) => `${withQuery("/leads/hoje", { ver: team ? "equipe" : undefined })}#${bucket}`,
  renewals: (days: number) => withQuery("/vendas", { aba: "renovacoes", dias: String(days) }),
  /** "Minhas comissões" for one month (someone else's with `person`). */
  commissions: (month: string, person?: string | null) => withQuery("/comissoes", { de: month, ate: month, pessoa: person ?? undefined }),
  reconciliation: () => "/comissoes/conciliacao",
  monthClose: () => "/comissoes/fechamento",
  users: () => "/configuracoes/usuarios",
  audit: (filters: { action?: string; from?: string; to?: string }) => withQuery("/configuracoes/auditoria", { acao: filters.action, de: filters.from, ate: filters.to }),
};
