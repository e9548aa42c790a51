import { ArrowRightLeft, CirclePlus, History, MessageSquareText, Pencil, RotateCcw, Trash2, UserRoundPlus, type LucideIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { formatDate, formatDateTime } from "~/lib/format";
import type { RouterOutputs } from "~/utils/api";
import { formatTimelineValue, isTimelineField, TIMELINE_FIELDS, type ValueLabels } from "./timeline-values";

export type TimelineItem = RouterOutputs["customers"]["timeline"]["items"][number];

const ICONS: Record<TimelineItem["kind"], LucideIcon> = {
  note: MessageSquareText,
  created: CirclePlus,
  status: ArrowRightLeft,
  update: Pencil,
  deleted: Trash2,
  restored: RotateCcw,
  other: History,
  lead: UserRoundPlus,
};

const SALE_STATUSES = ["proposta", "ativa", "cancelada", "encerrada"] as const;
const CHANNELS = ["email", "whatsapp", "presencial", "telefone", "documento"] as const;
const LEGAL_BASES = ["consentimento", "execucao_contrato", "legitimo_interesse", "obrigacao_legal"] as const;
const CONSENT_CHANNELS = ["formulario", "email", "whatsapp", "telefone", "presencial", "importacao"] as const;
/** The log stores jsonb (keys in its own order): show changes in the order of the forms. */
const fieldOrder = (f: string) => (isTimelineField(f) ? TIMELINE_FIELDS.indexOf(f) : TIMELINE_FIELDS.length);
const isOneOf = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

/** One line of the "Linha do tempo": icon per kind, what happened, the changes, author and time. */
export function TimelineEntryItem({ entry }: { entry: TimelineItem }) {
  const t = useTranslations("customers.timeline");
  const tf = useTranslations("customers.form");
  const ts = useTranslations("sales");
  const tc = useTranslations("common");
  const locale = useAppLocale();
  const Icon = ICONS[entry.kind];
  const product = entry.saleLabel ?? t("unknownProduct");
  const statusLabel = (s: string | null) => (s && isOneOf(SALE_STATUSES, s) ? ts(`statuses.${s}`) : (s ?? tc("none")));
  const labels: ValueLabels = {
    none: tc("none"),
    yes: tc("yes"),
    no: tc("no"),
    code: (field, v) => {
      if (field === "status") return statusLabel(v);
      if (field === "disclosureChannel" && isOneOf(CHANNELS, v)) return ts(`form.disclosureChannels.${v}`);
      if (field === "lgpdLegalBasis" && isOneOf(LEGAL_BASES, v)) return tf(`legalBases.${v}`);
      if (field === "consentChannel" && isOneOf(CONSENT_CHANNELS, v)) return tf(`consentChannels.${v}`);
      return null;
    },
  };
  const fieldLabel = (f: string) => (isTimelineField(f) ? t(`fields.${f}`) : f);
  const value = (field: string, v: TimelineItem["changes"][number]["before"]) => formatTimelineValue(field, v, locale, labels);

  const sale = entry.subject === "sale";
  const title =
    entry.kind === "note"
      ? t("note")
      : entry.kind === "created"
        ? sale
          ? t("saleCreated", { product })
          : t("customerCreated")
        : entry.kind === "status"
          ? t("saleStatus", { product, from: statusLabel(entry.status?.from ?? null), to: statusLabel(entry.status?.to ?? null) })
          : entry.kind === "update"
            ? sale
              ? t("saleUpdated", { product })
              : t("customerUpdated")
            : entry.kind === "deleted"
              ? t("customerDeleted")
              : entry.kind === "restored"
                ? t("customerRestored")
                : t("other");

  return (
    <li data-testid="timeline-entry" data-kind={entry.kind} className="flex gap-3 rounded-md border border-border bg-card p-3 text-sm">
      <span aria-hidden="true" className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium">{title}</p>
        {entry.body ? <p className="whitespace-pre-wrap break-words">{entry.body}</p> : null}
        {entry.status?.to === "cancelada" && entry.status.cancelReason ? (
          <p>
            {t("cancelDetail", {
              date: entry.status.cancelledOn ? formatDate(new Date(`${entry.status.cancelledOn}T12:00:00-03:00`), locale) : tc("none"),
              reason: entry.status.cancelReason,
            })}
          </p>
        ) : null}
        {entry.changes.length ? (
          <ul className="flex flex-col gap-0.5 text-muted-foreground">
            {[...entry.changes].sort((a, b) => fieldOrder(a.field) - fieldOrder(b.field)).map((c) => (
              <li key={c.field} className="break-words">
                {entry.kind === "created"
                  ? t("createdAmount", { field: fieldLabel(c.field), value: value(c.field, c.after) })
                  : t("change", { field: fieldLabel(c.field), before: value(c.field, c.before), after: value(c.field, c.after) })}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={new Date(entry.at).toISOString()}>{t("byAt", { author: entry.authorName ?? tc("none"), date: formatDateTime(entry.at, locale) })}</time>
        </p>
      </div>
    </li>
  );
}
