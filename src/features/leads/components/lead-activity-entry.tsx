import { ArrowRightLeft, CalendarCheck, CirclePlus, GitMerge, Mail, MessageCircle, MessageSquareText, Pencil, Phone, PhoneCall, Trophy, UserRound, type LucideIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { ATTEMPT_OUTCOMES, type AttemptOutcome } from "~/lib/catalog/tasks";
import { useAppLocale } from "~/i18n/use-app-locale";
import { CONSENT_CHANNELS, LEGAL_BASES } from "~/features/customers/customers.schemas";
import { isLeadStatus, leadStatusLabel } from "~/lib/catalog/lead-statuses";
import { isProductCategory, productCategoryLabel } from "~/lib/catalog/product-categories";
import { formatDateTime } from "~/lib/format";
import type { RouterOutputs } from "~/utils/api";
import { changesOf, formatLeadValue, isLeadField, statusEntryOf, type ValueLabels } from "./lead-activity-data";
import { useOptionLabel } from "./use-option-labels";

export type LeadActivity = RouterOutputs["leads"]["activities"]["items"][number];

const ICONS: Record<LeadActivity["kind"], LucideIcon> = {
  note: MessageSquareText,
  call: Phone,
  whatsapp: MessageCircle,
  email: Mail,
  meeting: CalendarCheck,
  attempt: PhoneCall,
  created: CirclePlus,
  status: ArrowRightLeft,
  owner: UserRound,
  fields: Pencil,
  merged: GitMerge,
  converted: Trophy,
};

const isOneOf = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);
const text = (v: unknown) => (typeof v === "string" && v ? v : null);

const ATTEMPT_OUTCOME_SET: ReadonlySet<string> = new Set(ATTEMPT_OUTCOMES);

/** An attempt's outcome is a code (named in the catalogs); a meeting's or call's is the text typed. */
function outcomeText(entry: { kind: string; outcome: string | null }, tt: (key: `outcomes.${AttemptOutcome}`) => string): string {
  return entry.kind === "attempt" && entry.outcome && ATTEMPT_OUTCOME_SET.has(entry.outcome) ? tt(`outcomes.${entry.outcome as AttemptOutcome}`) : (entry.outcome ?? "");
}

/**
 * One timeline entry: what was done or what changed, in words, with author and São Paulo time. Elsewhere
 * (the customer's timeline) `origin` says which lead it comes from, and the customer link can go.
 */
export function LeadActivityEntry({
  entry,
  people,
  origin,
  customerLink = true,
  testId = "lead-activity",
}: {
  entry: LeadActivity;
  people: ReadonlyMap<string, string>;
  origin?: ReactNode;
  customerLink?: boolean;
  testId?: string;
}) {
  const t = useTranslations("leadPage.timeline");
  const tf = useTranslations("customers.form");
  const tc = useTranslations("common");
  const tt = useTranslations("tasks");
  const locale = useAppLocale();
  const Icon = ICONS[entry.kind];
  const data = entry.data as Record<string, unknown> | null;
  const person = (id: unknown) => (typeof id === "string" ? (people.get(id) ?? t("someone")) : t("nobody"));
  const optionLabel = useOptionLabel();
  const labels: ValueLabels = {
    none: tc("none"),
    yes: tc("yes"),
    no: tc("no"),
    code: (field, v) => {
      if (field === "lgpdLegalBasis" && isOneOf(LEGAL_BASES, v)) return tf(`legalBases.${v}`);
      if (field === "consentChannel" && isOneOf(CONSENT_CHANNELS, v)) return tf(`consentChannels.${v}`);
      if (field === "categories" && isProductCategory(v)) return productCategoryLabel(v, locale);
      if (field === "kind" && (v === "PF" || v === "PJ")) return t(`kinds.${v}`);
      if (field === "referrerId") return person(v);
      if (field === "source" || field === "lostReason") return optionLabel(field, v);
      return null;
    },
  };
  const statusLabel = (s: string | null) => (s && isLeadStatus(s) ? leadStatusLabel(s, locale) : (s ?? tc("none")));
  const fieldLabel = (f: string) => (isLeadField(f) ? t(`fields.${f}`) : f);

  let title: string;
  let details: string[] = [];
  let link: { href: string; label: string } | null = null;
  switch (entry.kind) {
    case "status": {
      const s = statusEntryOf(data);
      title = t("statusChange", { from: statusLabel(s.from), to: statusLabel(s.to) });
      if (s.nextContactOn) title += ` ${t("statusNextContact", { date: formatLeadValue("nextContactOn", s.nextContactOn, locale, labels) })}`;
      if (s.lostReason) details.push(t("statusReason", { reason: optionLabel("lostReason", s.lostReason) }));
      if (s.optedOut) details.push(t("statusOptedOut"));
      break;
    }
    case "owner": {
      const c = data?.ownerId as { from?: unknown; to?: unknown } | undefined;
      title = t("ownerChange", { from: person(c?.from ?? null), to: person(c?.to ?? null) });
      break;
    }
    case "fields": {
      const changes = changesOf(data);
      title = t("fieldsChanged", { fields: changes.map((c) => fieldLabel(c.field)).join(", ") });
      details = changes.map((c) => t("change", { field: fieldLabel(c.field), from: formatLeadValue(c.field, c.from, locale, labels), to: formatLeadValue(c.field, c.to, locale, labels) }));
      break;
    }
    case "attempt":
      title = typeof data?.attempt === "number" ? t("attemptN", { n: data.attempt }) : t("attempt");
      // Channel and outcome (atendeu, caixa postal…) as words; older attempts have neither.
      if (entry.channel) details.push(t("attemptChannel", { channel: tt(`channels.${entry.channel}`) }));
      break;
    case "created":
      title = text(data?.source) ? t("createdFrom", { source: optionLabel("source", text(data?.source) ?? "") }) : t("created");
      break;
    case "merged":
      title = text(data?.mergedName) ? t("mergedFrom", { name: text(data?.mergedName) ?? "" }) : t("merged");
      if (typeof data?.movedEntries === "number") details.push(t("mergedEntries", { count: data.movedEntries }));
      break;
    case "converted": {
      title = data?.customerCreated === false ? t("convertedLinked") : t("converted");
      if (Array.isArray(data?.saleIds)) details.push(t("convertedProposals", { count: data.saleIds.length }));
      const customerId = text(data?.customerId);
      if (customerId && customerLink) link = { href: `/clientes/${customerId}`, label: t("openCustomer") };
      break;
    }
    default:
      title = t(`kinds.${entry.kind}`);
  }

  return (
    <li data-testid={testId} data-kind={entry.kind} className="flex gap-3 rounded-md border border-border bg-card p-3 text-sm">
      <span aria-hidden="true" className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {origin ? <p className="text-xs text-muted-foreground">{origin}</p> : null}
        <p className="font-medium break-words">{title}</p>
        {entry.body ? <p className="whitespace-pre-wrap break-words">{entry.body}</p> : null}
        {entry.outcome ? <p className="break-words text-muted-foreground">{t("outcomeIs", { outcome: outcomeText(entry, tt) })}</p> : null}
        {details.length ? (
          <ul className="flex flex-col gap-0.5 text-muted-foreground">
            {details.map((d, i) => (
              <li key={i} className="break-words">
                {d}
              </li>
            ))}
          </ul>
        ) : null}
        {link ? (
          <Link href={link.href} className="text-primary underline">
            {link.label}
          </Link>
        ) : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={new Date(entry.at).toISOString()}>{t("byAt", { author: entry.authorName ?? t("system"), date: formatDateTime(entry.at, locale) })}</time>
        </p>
      </div>
    </li>
  );
}
