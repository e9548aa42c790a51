import { useLocale, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatBRL } from "~/lib/format";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/roles";
import type { RouterOutputs } from "~/utils/api";
import { lineActions, statusTone } from "./helpers";

export type StatementLineRow = RouterOutputs["commissions"]["reconciliation"]["lines"]["items"][number];
export type LineAction = "accept" | "match" | "entry";

function Fact(props: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", props.className)}>
      <dt className="text-xs text-muted-foreground">{props.label}</dt>
      <dd className="text-sm break-words">{props.children}</dd>
    </div>
  );
}

/** One statement line: what the partner wrote, what it matched (sale, installment, expected vs received), and its actions. */
export function LineCard(props: { line: StatementLineRow; busy: boolean; onAction: (action: LineAction, line: StatementLineRow) => void }) {
  const t = useTranslations("commissionReconciliation");
  const locale = useLocale() as Locale;
  const { line } = props;
  const money = (v: bigint) => formatBRL(v, locale);
  const matched = line.saleId !== null;
  const actions = lineActions(line.status);

  return (
    <li className="rounded-lg border border-border bg-card p-4" data-testid="statement-line" data-status={line.status}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">{t("workbench.line", { n: line.lineNo })}</span>
        <Badge variant={statusTone(line.status)}>{t(`status.${line.status}`)}</Badge>
        <span className="ml-auto text-base font-semibold tabular-nums">{money(line.amount)}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <Fact label={t("workbench.reference")}>{line.reference ?? "—"}</Fact>
        <Fact label={t("workbench.document")}>{line.document ?? "—"}</Fact>
        <Fact label={t("workbench.customer")} className="col-span-2">
          {line.customerName ?? "—"}
        </Fact>
      </dl>
      {matched ? (
        <div className="mt-3 rounded-md bg-muted/60 p-3">
          <p className="text-xs text-muted-foreground">{t("workbench.matched")}</p>
          <p className="text-sm font-medium">
            {[line.saleCustomer, line.saleProduct, line.saleContract ? t("workbench.contract", { number: line.saleContract }) : t("workbench.noContract")].filter(Boolean).join(" · ")}
            {line.matchedInstallment !== null ? ` · ${t("workbench.installment", { n: line.matchedInstallment })}` : ""}
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-2">
            <Fact label={t("workbench.expected")}>{line.expected !== null ? money(line.expected) : "—"}</Fact>
            <Fact label={t("workbench.received")}>{money(line.amount)}</Fact>
            <Fact label={t("workbench.difference")}>
              <span className={cn("tabular-nums", line.status === "divergente" && line.difference !== null && line.difference !== 0n && (line.difference < 0n ? "font-semibold text-danger" : "font-semibold text-warning"))}>
                {line.difference !== null ? money(line.difference) : "—"}
              </span>
            </Fact>
          </dl>
        </div>
      ) : line.status === "nao_identificada" ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("workbench.noMatch")}</p>
      ) : null}
      {line.resolvedBy || actions.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {line.resolvedBy ? <span className="text-xs text-muted-foreground">{t("workbench.resolvedBy", { name: line.resolvedBy })}</span> : null}
          <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
            {actions.map((action) => (
              <Button key={action} size="sm" variant={action === "entry" ? "outline" : "primary"} disabled={props.busy} className="w-full sm:w-auto" onClick={() => props.onAction(action, line)}>
                {t(`actions.${action}`)}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </li>
  );
}
