import { isCalendarDay } from "~/lib/field-bounds";
import type { AgendaView } from "./agenda-grid";

/** The agenda's state in the URL (?visao=mes&dia=2026-03-10&de=equipe), so a reload or a link keeps it. */
export interface AgendaState {
  view: AgendaView;
  day: string;
  /** "me", "team" or a person's id. */
  who: string;
}

const VIEW_OF: Record<string, AgendaView> = { dia: "day", semana: "week", mes: "month" };
const SLUG_OF: Record<AgendaView, string> = { day: "dia", week: "semana", month: "mes" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export function agendaStateFromQuery(query: Record<string, unknown>, today: string): AgendaState {
  const view = VIEW_OF[String(one(query.visao) ?? "")] ?? "week";
  const dia = String(one(query.dia) ?? "");
  const de = String(one(query.de) ?? "");
  return { view, day: isCalendarDay(dia) ? dia : today, who: de === "equipe" ? "team" : UUID.test(de) ? de : "me" };
}

export function agendaQuery(state: AgendaState, today: string): Record<string, string> {
  const q: Record<string, string> = { visao: SLUG_OF[state.view] };
  if (state.day !== today) q.dia = state.day;
  if (state.who !== "me") q.de = state.who === "team" ? "equipe" : state.who;
  return q;
}
