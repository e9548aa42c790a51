import { isCalendarDay } from "~/lib/field-bounds";
import { saoPauloDay } from "~/lib/format";
import { FIFTEEN_DAYS_MS, ONE_HOUR_MS } from "~/lib/time";
import { LEAD_STATUSES, type LeadStatus } from "~/lib/catalog/lead-statuses";

export { LEAD_STATUSES, type LeadStatus };

/**
 * The lead status rules of DOMAIN.md §4, pure so that the server (which enforces them) and the UI (a
 * kanban drop that must ask for a date or a reason) read the same answer.
 */
export const OPEN_LEAD_STATUSES = ["Novo", "Contatar novamente", "Momento ruim"] as const satisfies readonly LeadStatus[];
export const LOST_LEAD_STATUSES = ["Não responde", "Não qualificado", "Sem interesse"] as const satisfies readonly LeadStatus[];
export const WON_LEAD_STATUS = "Converter em lead" as const satisfies LeadStatus;
/** Statuses that schedule the next contact: a date (today or later) is required. */
export const DATE_REQUIRED_STATUSES: readonly LeadStatus[] = ["Contatar novamente", "Momento ruim"];
/** Lost statuses that must say why (motivo de perda). */
export const REASON_REQUIRED_STATUSES: readonly LeadStatus[] = ["Não qualificado", "Sem interesse"];

export const isLostStatus = (s: LeadStatus) => (LOST_LEAD_STATUSES as readonly LeadStatus[]).includes(s);
export const isOpenStatus = (s: LeadStatus) => (OPEN_LEAD_STATUSES as readonly LeadStatus[]).includes(s);

export interface LeadStatusState {
  status: LeadStatus;
  nextContactOn: string | null;
  lostReason: string | null;
  doNotContact: boolean;
}

export interface LeadStatusRequest {
  status: LeadStatus;
  nextContactOn?: string | null;
  lostReason?: string | null;
  doNotContact?: boolean;
}

export type LeadStatusField = "status" | "nextContactOn" | "lostReason" | "doNotContact";
export type LeadStatusErrors = Partial<Record<LeadStatusField, string>>;
export type LeadStatusChanges = LeadStatusState;

export type LeadStatusPlan = { ok: true; changes: LeadStatusChanges } | { ok: false; errors: LeadStatusErrors };

export interface PlanOptions {
  /** Today in São Paulo ("yyyy-MM-dd"): the earliest next-contact date. */
  today: string;
  /** The active lost reasons; when given, a reason must be one of them. */
  lostReasons?: readonly string[];
  /** Only the conversion may set the won status. */
  viaConversion?: boolean;
}

export const LEAD_STATUS_MESSAGES = {
  wonIsFinal: "Este lead já foi convertido: o status não muda mais.",
  wonOnlyByConversion: "Para converter o lead, use a ação “Converter”: ela cria o cliente e as propostas.",
  sameStatus: "O lead já está neste status.",
  dateRequired: "Informe a data do próximo contato.",
  dateInvalid: "Data inválida.",
  datePast: "A data do próximo contato não pode estar no passado.",
  reasonRequired: "Informe o motivo da perda.",
  reasonUnknown: "Escolha um motivo da lista.",
  doNotContactOnlyNoInterest: "Só “Sem interesse” registra o pedido de não contato.",
  doNotContactBlocksSchedule: "Este lead pediu para não ser contatado: não é possível agendar contato.",
} as const;

/**
 * Given the lead and the requested change, the columns to write, or pt-BR errors per field. Leaving the
 * won status is refused; entering a lost status clears the next-contact date; an open status clears the
 * lost reason; the do-not-contact opt-out is never cleared here (only the person can revoke it).
 */
export function planStatusChange(lead: LeadStatusState, req: LeadStatusRequest, opts: PlanOptions): LeadStatusPlan {
  const errors: LeadStatusErrors = {};
  const to = req.status;
  if (lead.status === WON_LEAD_STATUS) return { ok: false, errors: { status: LEAD_STATUS_MESSAGES.wonIsFinal } };
  if (to === WON_LEAD_STATUS && !opts.viaConversion) return { ok: false, errors: { status: LEAD_STATUS_MESSAGES.wonOnlyByConversion } };
  const reschedule = DATE_REQUIRED_STATUSES.includes(to);
  if (to === lead.status && !reschedule) return { ok: false, errors: { status: LEAD_STATUS_MESSAGES.sameStatus } };
  if (req.doNotContact && to !== "Sem interesse") errors.doNotContact = LEAD_STATUS_MESSAGES.doNotContactOnlyNoInterest;
  const doNotContact = lead.doNotContact || (to === "Sem interesse" && req.doNotContact === true);

  let nextContactOn: string | null = req.nextContactOn !== undefined ? req.nextContactOn : lead.nextContactOn;
  let lostReason: string | null = req.lostReason !== undefined ? (req.lostReason?.trim() ?? null) || null : lead.lostReason;

  if (isLostStatus(to) || to === WON_LEAD_STATUS) {
    nextContactOn = null;
  } else if (reschedule && doNotContact) {
    errors.status = LEAD_STATUS_MESSAGES.doNotContactBlocksSchedule;
  } else if (reschedule && !nextContactOn) {
    errors.nextContactOn = LEAD_STATUS_MESSAGES.dateRequired;
  }
  if (nextContactOn && !errors.nextContactOn) {
    if (!isCalendarDay(nextContactOn)) errors.nextContactOn = LEAD_STATUS_MESSAGES.dateInvalid;
    // A past date carried over on a Novo lead is just overdue; one typed now, or one a schedule relies on, is refused.
    else if (nextContactOn < opts.today && (reschedule || req.nextContactOn !== undefined)) errors.nextContactOn = LEAD_STATUS_MESSAGES.datePast;
  }

  if (!isLostStatus(to)) {
    lostReason = null;
  } else if (REASON_REQUIRED_STATUSES.includes(to)) {
    if (!lostReason) errors.lostReason = LEAD_STATUS_MESSAGES.reasonRequired;
    else if (opts.lostReasons && req.lostReason !== undefined && !opts.lostReasons.includes(lostReason)) errors.lostReason = LEAD_STATUS_MESSAGES.reasonUnknown;
  } else if (lostReason && opts.lostReasons && req.lostReason !== undefined && !opts.lostReasons.includes(lostReason)) {
    errors.lostReason = LEAD_STATUS_MESSAGES.reasonUnknown;
  }

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, changes: { status: to, nextContactOn, lostReason, doNotContact } };
}

/** What a status change needs from the user before it can be tried (the kanban asks for it). */
export function statusNeeds(to: LeadStatus): { date: boolean; reason: boolean; mayOptOut: boolean } {
  return { date: DATE_REQUIRED_STATUSES.includes(to), reason: REASON_REQUIRED_STATUSES.includes(to), mayOptOut: to === "Sem interesse" };
}

/** The first-contact SLA runs while a lead is Novo and nobody has contacted it. */
export function slaDeadline(lead: { createdAt: Date }, slaHours: number): Date {
  return new Date(lead.createdAt.getTime() + slaHours * ONE_HOUR_MS);
}

export function isPastSla(lead: { status: LeadStatus; firstContactAt: Date | null; createdAt: Date }, now: Date, slaHours: number): boolean {
  return lead.status === "Novo" && lead.firstContactAt === null && slaDeadline(lead, slaHours).getTime() < now.getTime();
}

/** "Parado": no timeline entry for 15 days. The instant before which the last activity makes a lead stale. */
export function staleCutoff(now: Date): Date {
  return new Date(now.getTime() - FIFTEEN_DAYS_MS);
}

export function isStale(lead: { lastActivityAt: Date }, now: Date): boolean {
  return lead.lastActivityAt.getTime() < staleCutoff(now).getTime();
}

/** "Atrasados", "Hoje", "Esta semana" (labels live in the i18n catalogs). */
export type DueBucket = "overdue" | "today" | "thisWeek";

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The São Paulo week (Monday to Sunday) holding `now`, as calendar days. */
export function saoPauloWeek(now: Date): { today: string; monday: string; sunday: string } {
  const today = saoPauloDay(now);
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, -((dow + 6) % 7));
  return { today, monday, sunday: addDays(monday, 6) };
}

/** Which "próximo contato" bucket a date falls in, in São Paulo time; null when later than this week. */
export function dueBucket(nextContactOn: string | null, now: Date): DueBucket | null {
  if (!nextContactOn) return null;
  const { today, sunday } = saoPauloWeek(now);
  if (nextContactOn < today) return "overdue";
  if (nextContactOn === today) return "today";
  return nextContactOn <= sunday ? "thisWeek" : null;
}

/**
 * Round-robin: the seller after `lastId` in a stable order (wrapping); the first one when the last dealt
 * left the rotation. Null when nobody is active.
 */
export function nextInRotation(ids: readonly string[], lastId: string | null): string | null {
  if (ids.length === 0) return null;
  const at = lastId === null ? -1 : ids.indexOf(lastId);
  return ids[(at + 1) % ids.length] ?? null;
}
