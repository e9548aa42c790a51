import { describe, expect, it } from "vitest";
import {
  dueBucket,
  isPastSla,
  isStale,
  LEAD_STATUS_MESSAGES,
  LEAD_STATUSES,
  nextInRotation,
  planStatusChange,
  saoPauloWeek,
  statusNeeds,
  type LeadStatus,
  type LeadStatusState,
} from "./lead-status";

const TODAY = "2026-03-10";
const REASONS = ["Sem orçamento", "Outro"];
const opts = { today: TODAY, lostReasons: REASONS };
const lead = (status: LeadStatus, extra: Partial<LeadStatusState> = {}): LeadStatusState => ({ status, nextContactOn: null, lostReason: null, doNotContact: false, ...extra });
/** What each target needs to be accepted. */
const needs = (to: LeadStatus) => ({ status: to, nextContactOn: statusNeeds(to).date ? "2026-03-12" : undefined, lostReason: statusNeeds(to).reason ? "Sem orçamento" : undefined });

type Outcome = "ok" | "final" | "conversion" | "same";
/** Expected outcome of every from → to (rows: from, columns: to, in LEAD_STATUSES order). */
const MATRIX: Record<LeadStatus, Outcome[]> = {
  Novo: ["same", "ok", "ok", "ok", "ok", "ok", "conversion"],
  "Contatar novamente": ["ok", "ok", "ok", "ok", "ok", "ok", "conversion"],
  "Momento ruim": ["ok", "ok", "ok", "ok", "ok", "ok", "conversion"],
  "Não responde": ["ok", "ok", "ok", "same", "ok", "ok", "conversion"],
  "Não qualificado": ["ok", "ok", "ok", "ok", "same", "ok", "conversion"],
  "Sem interesse": ["ok", "ok", "ok", "ok", "ok", "same", "conversion"],
  "Converter em lead": ["final", "final", "final", "final", "final", "final", "final"],
};
const MESSAGE: Record<Exclude<Outcome, "ok">, string> = {
  final: LEAD_STATUS_MESSAGES.wonIsFinal,
  conversion: LEAD_STATUS_MESSAGES.wonOnlyByConversion,
  same: LEAD_STATUS_MESSAGES.sameStatus,
};
const PAIRS = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to, i) => [from, to, MATRIX[from][i]!] as const));

describe("planStatusChange: every transition", () => {
  it.each(PAIRS)("%s → %s: %s", (from, to, outcome) => {
    const plan = planStatusChange(lead(from, { lostReason: from === "Não qualificado" || from === "Sem interesse" ? "Outro" : null }), needs(to), opts);
    if (outcome === "ok") {
      expect(plan).toMatchObject({ ok: true, changes: { status: to } });
    } else {
      expect(plan).toEqual({ ok: false, errors: { status: MESSAGE[outcome] } });
    }
  });

  it("only the conversion sets the won status, and it clears the date and the reason", () => {
    const plan = planStatusChange(lead("Contatar novamente", { nextContactOn: "2026-03-12" }), { status: "Converter em lead" }, { ...opts, viaConversion: true });
    expect(plan).toEqual({ ok: true, changes: { status: "Converter em lead", nextContactOn: null, lostReason: null, doNotContact: false } });
    expect(planStatusChange(lead("Converter em lead"), { status: "Converter em lead" }, { ...opts, viaConversion: true }).ok).toBe(false);
  });
});

describe("planStatusChange: dates", () => {
  it.each(["Contatar novamente", "Momento ruim"] as const)("%s requires a next-contact date", (to) => {
    expect(planStatusChange(lead("Novo"), { status: to }, opts)).toEqual({ ok: false, errors: { nextContactOn: LEAD_STATUS_MESSAGES.dateRequired } });
    expect(planStatusChange(lead("Novo"), { status: to, nextContactOn: null }, opts)).toEqual({ ok: false, errors: { nextContactOn: LEAD_STATUS_MESSAGES.dateRequired } });
  });

  it("accepts today, refuses yesterday and impossible days", () => {
    expect(planStatusChange(lead("Novo"), { status: "Momento ruim", nextContactOn: TODAY }, opts)).toMatchObject({ ok: true, changes: { nextContactOn: TODAY } });
    expect(planStatusChange(lead("Novo"), { status: "Momento ruim", nextContactOn: "2026-03-09" }, opts)).toEqual({ ok: false, errors: { nextContactOn: LEAD_STATUS_MESSAGES.datePast } });
    expect(planStatusChange(lead("Novo"), { status: "Momento ruim", nextContactOn: "2026-02-30" }, opts)).toEqual({ ok: false, errors: { nextContactOn: LEAD_STATUS_MESSAGES.dateInvalid } });
  });

  it("a scheduled date already on the lead may be kept, unless it has passed", () => {
    expect(planStatusChange(lead("Contatar novamente", { nextContactOn: "2026-03-20" }), { status: "Momento ruim" }, opts)).toMatchObject({ ok: true, changes: { nextContactOn: "2026-03-20" } });
    expect(planStatusChange(lead("Contatar novamente", { nextContactOn: "2026-03-01" }), { status: "Momento ruim" }, opts)).toEqual({ ok: false, errors: { nextContactOn: LEAD_STATUS_MESSAGES.datePast } });
  });

  it("rescheduling within the same status is allowed (a new date)", () => {
    expect(planStatusChange(lead("Contatar novamente", { nextContactOn: "2026-03-11" }), { status: "Contatar novamente", nextContactOn: "2026-03-18" }, opts)).toMatchObject({
      ok: true,
      changes: { status: "Contatar novamente", nextContactOn: "2026-03-18" },
    });
  });

  it.each(["Não responde", "Não qualificado", "Sem interesse"] as const)("entering %s clears the next-contact date", (to) => {
    const plan = planStatusChange(lead("Contatar novamente", { nextContactOn: "2026-03-12" }), { ...needs(to), nextContactOn: "2026-03-20" }, opts);
    expect(plan).toMatchObject({ ok: true, changes: { status: to, nextContactOn: null } });
  });

  it("a Novo lead keeps an overdue date carried over, but a new past date is refused", () => {
    expect(planStatusChange(lead("Não responde", { nextContactOn: "2026-03-01" }), { status: "Novo" }, opts)).toMatchObject({ ok: true, changes: { nextContactOn: "2026-03-01" } });
    expect(planStatusChange(lead("Não responde"), { status: "Novo", nextContactOn: "2026-03-01" }, opts).ok).toBe(false);
  });
});

describe("planStatusChange: lost reasons and do-not-contact", () => {
  it.each(["Não qualificado", "Sem interesse"] as const)("%s requires a reason from the list", (to) => {
    expect(planStatusChange(lead("Novo"), { status: to }, opts)).toEqual({ ok: false, errors: { lostReason: LEAD_STATUS_MESSAGES.reasonRequired } });
    expect(planStatusChange(lead("Novo"), { status: to, lostReason: "   " }, opts)).toEqual({ ok: false, errors: { lostReason: LEAD_STATUS_MESSAGES.reasonRequired } });
    expect(planStatusChange(lead("Novo"), { status: to, lostReason: "Inventado" }, opts)).toEqual({ ok: false, errors: { lostReason: LEAD_STATUS_MESSAGES.reasonUnknown } });
    expect(planStatusChange(lead("Novo"), { status: to, lostReason: "Outro" }, opts)).toMatchObject({ ok: true, changes: { lostReason: "Outro" } });
  });

  it("Não responde needs no reason", () => {
    expect(planStatusChange(lead("Novo"), { status: "Não responde" }, opts)).toMatchObject({ ok: true, changes: { lostReason: null } });
  });

  it("a lost lead moving between lost statuses keeps its reason", () => {
    expect(planStatusChange(lead("Não qualificado", { lostReason: "Outro" }), { status: "Sem interesse" }, opts)).toMatchObject({ ok: true, changes: { lostReason: "Outro" } });
  });

  it.each(["Novo", "Contatar novamente", "Momento ruim"] as const)("moving to %s clears the lost reason", (to) => {
    expect(planStatusChange(lead("Sem interesse", { lostReason: "Outro" }), needs(to), opts)).toMatchObject({ ok: true, changes: { status: to, lostReason: null } });
  });

  it("only Sem interesse sets do-not-contact", () => {
    expect(planStatusChange(lead("Novo"), { status: "Sem interesse", lostReason: "Outro", doNotContact: true }, opts)).toMatchObject({ ok: true, changes: { doNotContact: true } });
    expect(planStatusChange(lead("Novo"), { status: "Não qualificado", lostReason: "Outro", doNotContact: true }, opts)).toEqual({
      ok: false,
      errors: { doNotContact: LEAD_STATUS_MESSAGES.doNotContactOnlyNoInterest },
    });
  });

  it("the opt-out survives leaving Sem interesse and forbids scheduling contact", () => {
    const optedOut = lead("Sem interesse", { lostReason: "Outro", doNotContact: true });
    expect(planStatusChange(optedOut, { status: "Novo" }, opts)).toMatchObject({ ok: true, changes: { doNotContact: true } });
    expect(planStatusChange(optedOut, { status: "Contatar novamente", nextContactOn: "2026-03-12" }, opts)).toEqual({
      ok: false,
      errors: { status: LEAD_STATUS_MESSAGES.doNotContactBlocksSchedule },
    });
  });

  it("reports every problem at once, per field", () => {
    const plan = planStatusChange(lead("Novo"), { status: "Não qualificado", lostReason: null, doNotContact: true }, opts);
    expect(plan).toEqual({ ok: false, errors: { lostReason: LEAD_STATUS_MESSAGES.reasonRequired, doNotContact: LEAD_STATUS_MESSAGES.doNotContactOnlyNoInterest } });
  });
});

// São Paulo is UTC−3 all year: 23:30 on 10 March there is 02:30Z on 11 March.
const at = (iso: string) => new Date(iso);

describe("first-contact SLA", () => {
  const created = at("2026-03-11T02:30:00Z");
  const novo = { status: "Novo" as const, firstContactAt: null, createdAt: created };

  it("runs across São Paulo midnight by the hour", () => {
    expect(isPastSla(novo, at("2026-03-11T03:29:59Z"), 1)).toBe(false);
    expect(isPastSla(novo, at("2026-03-11T03:30:01Z"), 1)).toBe(true);
    expect(isPastSla(novo, at("2026-03-12T02:29:59Z"), 24)).toBe(false);
    expect(isPastSla(novo, at("2026-03-12T02:30:01Z"), 24)).toBe(true);
  });

  it("stops once contacted or out of Novo", () => {
    const late = at("2026-03-20T12:00:00Z");
    expect(isPastSla({ ...novo, firstContactAt: at("2026-03-11T03:00:00Z") }, late, 24)).toBe(false);
    expect(isPastSla({ ...novo, status: "Contatar novamente" }, late, 24)).toBe(false);
  });
});

describe("stale (15 days without activity)", () => {
  const last = { lastActivityAt: at("2026-03-01T02:30:00Z") }; // 28 Feb 23:30 in São Paulo
  it("counts 15 full days from the last entry, whatever the local day", () => {
    expect(isStale(last, at("2026-03-16T02:30:00Z"))).toBe(false);
    expect(isStale(last, at("2026-03-16T02:30:00.001Z"))).toBe(true);
    expect(isStale(last, at("2026-03-10T12:00:00Z"))).toBe(false);
  });
});

describe("next-contact buckets in São Paulo time (weeks start on Monday)", () => {
  it("at 23:30 on Tuesday in São Paulo (already Wednesday in UTC)", () => {
    const now = at("2026-03-11T02:30:00Z");
    expect(saoPauloWeek(now)).toEqual({ today: "2026-03-10", monday: "2026-03-09", sunday: "2026-03-15" });
    expect(dueBucket("2026-03-09", now)).toBe("overdue");
    expect(dueBucket("2026-03-10", now)).toBe("today");
    expect(dueBucket("2026-03-11", now)).toBe("thisWeek");
    expect(dueBucket("2026-03-15", now)).toBe("thisWeek");
    expect(dueBucket("2026-03-16", now)).toBeNull();
    expect(dueBucket(null, now)).toBeNull();
  });

  it("on Sunday the week ends today; at 00:30 on Monday a new week begins", () => {
    expect(saoPauloWeek(at("2026-03-15T20:00:00Z"))).toEqual({ today: "2026-03-15", monday: "2026-03-09", sunday: "2026-03-15" });
    const monday = at("2026-03-16T03:30:00Z");
    expect(dueBucket("2026-03-15", monday)).toBe("overdue");
    expect(dueBucket("2026-03-16", monday)).toBe("today");
    expect(dueBucket("2026-03-22", monday)).toBe("thisWeek");
    // 02:30Z on Monday is still Sunday 23:30 in São Paulo: Sunday is today, Monday is next week.
    expect(dueBucket("2026-03-15", at("2026-03-16T02:30:00Z"))).toBe("today");
    expect(dueBucket("2026-03-16", at("2026-03-16T02:30:00Z"))).toBeNull();
  });
});

describe("round-robin", () => {
  const sellers = ["a", "b", "c"];

  it("deals in order and wraps", () => {
    expect(nextInRotation(sellers, null)).toBe("a");
    expect(nextInRotation(sellers, "a")).toBe("b");
    expect(nextInRotation(sellers, "c")).toBe("a");
  });

  it("is fair over many deals", () => {
    const count = new Map<string, number>();
    let last: string | null = null;
    for (let i = 0; i < 300; i++) {
      last = nextInRotation(sellers, last);
      count.set(last!, (count.get(last!) ?? 0) + 1);
    }
    expect(Object.fromEntries(count)).toEqual({ a: 100, b: 100, c: 100 });
  });

  it("restarts when the last one dealt left, and returns null with nobody active", () => {
    expect(nextInRotation(["a", "c"], "b")).toBe("a");
    expect(nextInRotation([], "a")).toBeNull();
  });

  it("a seller who joins gets their turn within one round", () => {
    const dealt: string[] = [];
    let last: string | null = "b";
    for (let i = 0; i < 4; i++) {
      last = nextInRotation(["a", "b", "c", "d"], last);
      dealt.push(last!);
    }
    expect(dealt).toEqual(["c", "d", "a", "b"]);
  });
});
