/**
 * The events a user can be notified of, where each goes by default, and the records they link to. Shared by
 * the schema, the services, the e-mails and the screens (pure: no server imports).
 */
export const NOTIFICATION_EVENTS = [
  "lead.assigned",
  "lead.sla",
  "lead.returning",
  "task.due",
  "task.overdue",
  "sale.renewal",
  "statement.closed",
  "reconciliation.divergence",
  "import.finished",
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ["in_app", "email", "both", "none"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "held"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What reaches people who never opened their preferences: e-mail only where waiting costs a sale or money. */
export const DEFAULT_CHANNELS: Readonly<Record<NotificationEvent, NotificationChannel>> = {
  "lead.assigned": "both",
  "lead.sla": "both",
  "lead.returning": "in_app",
  "task.due": "in_app",
  "task.overdue": "in_app",
  "sale.renewal": "both",
  "statement.closed": "both",
  "reconciliation.divergence": "both",
  "import.finished": "in_app",
};

export const DEFAULT_DIGEST_HOUR = 7;

export const RECORD_KINDS = ["lead", "leads", "customer", "commission_statement", "partner_statement", "import", "task"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** The page a notification opens (relative to the app's origin). */
export function recordPath(kind: string | null, id: string | null): string {
  switch (kind) {
    case "lead":
      return id ? `/leads/${encodeURIComponent(id)}` : "/leads";
    case "leads":
      return "/leads";
    case "customer":
      return id ? `/clientes/${encodeURIComponent(id)}` : "/clientes";
    case "commission_statement":
      return id ? `/comissoes/extratos/${encodeURIComponent(id)}` : "/comissoes/extratos";
    case "partner_statement":
      return id ? `/comissoes/conciliacao/${encodeURIComponent(id)}` : "/comissoes/conciliacao";
    case "import":
      return id === "customers" ? "/clientes" : "/leads";
    case "task":
      return "/agenda";
    default:
      return "/";
  }
}

export function wantsInApp(channel: NotificationChannel): boolean {
  return channel === "in_app" || channel === "both";
}

export function wantsEmail(channel: NotificationChannel): boolean {
  return channel === "email" || channel === "both";
}

/** The catalog key of each event (catalog keys cannot hold dots). */
export const EVENT_KEYS = {
  "lead.assigned": "leadAssigned",
  "lead.sla": "leadSla",
  "lead.returning": "leadReturning",
  "task.due": "taskDue",
  "task.overdue": "taskOverdue",
  "sale.renewal": "saleRenewal",
  "statement.closed": "statementClosed",
  "reconciliation.divergence": "reconciliationDivergence",
  "import.finished": "importFinished",
} as const satisfies Record<NotificationEvent, string>;

/** Every placeholder an event's title may use gets a value, so a missing param never breaks rendering. */
export function titleParams(params: Readonly<Record<string, string | number>>): Record<string, string | number> {
  return { name: "", owner: "", who: "seller", count: 1, days: 0, month: "", list: "leads", created: 0, updated: 0, ...params };
}

/** The events a role can receive (the preferences list only these): leads and tasks are not the Financeiro's, divergences are only theirs. */
export function eventsForRole(role: string | undefined): readonly NotificationEvent[] {
  if (role === "finance") return ["statement.closed", "reconciliation.divergence", "import.finished"];
  return NOTIFICATION_EVENTS.filter((e) => e !== "reconciliation.divergence");
}
