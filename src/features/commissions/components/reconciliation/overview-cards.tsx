import { useLocale, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { formatBRL } from "~/lib/format";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/roles";
import type { RouterOutputs } from "~/utils/api";
import { formatMonth } from "../format";

type Receivables = RouterOutputs["commissions"]["overview"]["receivables"];
type Payables = RouterOutputs["commissions"]["overview"]["payables"];

function Amount(props: { label: string; value: string; tone?: "danger" | "warning" }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{props.label}</dt>
      <dd className={cn("text-sm tabular-nums", props.tone === "danger" && "font-semibold text-danger", props.tone === "warning" && "font-semibold text-warning")}>{props.value}</dd>
    </div>
  );
}

/** Phones: one card per partner and month instead of a six-column table that would scroll sideways. */
export function ReceivableCards(props: { data: Receivables }) {
  const t = useTranslations("commissionReconciliation.overview");
  const locale = useLocale() as Locale;
  const money = (v: bigint) => formatBRL(v, locale);
  const { lines, totals, currentMonth } = props.data;
  if (lines.length === 0) return null;
  const rows: { key: string; title: string; month: string | null; previsto: bigint; recebido: bigint; emAtraso: bigint; pendingLines: number }[] = [
    ...lines.map((l) => ({ ...l, key: `${l.partnerId}-${l.month}`, title: l.partnerName })),
    { ...totals, key: "total", title: t("total"), month: null },
  ];
  return (
    <ul className="max-h-[32rem] divide-y divide-border overflow-y-auto sm:hidden" aria-label={t("receivablesTitle")}>
      {rows.map((r) => (
        <li key={r.key} className={cn("px-4 py-3", r.month === null && "bg-muted/50")}>
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {r.title}
            {r.month ? <span className="font-normal text-muted-foreground">{formatMonth(r.month, locale)}</span> : null}
            {r.month === currentMonth ? <Badge variant="outline">{t("current")}</Badge> : null}
          </p>
          <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1">
            <Amount label={t("previsto")} value={money(r.previsto)} />
            <Amount label={t("recebido")} value={money(r.recebido)} />
            <Amount label={t("emAtraso")} value={money(r.emAtraso)} tone={r.emAtraso > 0n ? "danger" : undefined} />
            <Amount label={t("pendingLines")} value={String(r.pendingLines)} tone={r.pendingLines > 0 ? "warning" : undefined} />
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Phones: one card per person (accrued, estornos, manual, paid). */
export function PayableCards(props: { data: Payables }) {
  const t = useTranslations("commissionReconciliation.overview");
  const locale = useLocale() as Locale;
  const money = (v: bigint) => formatBRL(v, locale);
  if (props.data.length === 0) return null;
  return (
    <ul className="divide-y divide-border sm:hidden" aria-label={t("payablesTitle")}>
      {props.data.map((p) => (
        <li key={p.userId} className="px-4 py-3">
          <p className="text-sm font-medium">{p.name}</p>
          <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1">
            <Amount label={t("accrued")} value={money(p.accrued)} />
            <Amount label={t("estornos")} value={money(p.estornos)} tone={p.estornos < 0n ? "danger" : undefined} />
            <Amount label={t("manual")} value={money(p.manual)} />
            <Amount label={t("paid")} value={money(p.paid)} />
          </dl>
        </li>
      ))}
    </ul>
  );
}
