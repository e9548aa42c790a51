import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { formatBRL, formatDate, saoPauloMonth } from "~/lib/format";
import { api, type RouterOutputs } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { formatMonth } from "../format";
import { amountTone } from "../mine/summary-cards";
import { describeClawback, describeSchedule } from "../rules/describe-terms";
import { formatBp } from "../rules/percent";
import { scheduleTable, type LineStatus, type ScheduleColumn } from "./schedule-rows";

type Schedule = RouterOutputs["commissions"]["saleSchedule"];

const STATUS_VARIANT: Record<LineStatus, NonNullable<BadgeProps["variant"]>> = {
  prevista: "info",
  aReceber: "warning",
  recebida: "success",
  paga: "success",
  estornada: "danger",
  cancelada: "outline",
};

/** A calendar day ("2026-01-31") shown in the user's format, read at noon in São Paulo so it never shifts. */
const dayDate = (day: string) => new Date(`${day}T12:00:00-03:00`);

function Terms({ terms, names }: { terms: NonNullable<Schedule["terms"]>; names: Map<string, string> }) {
  const t = useTranslations("myCommissions.sale");
  const tp = useTranslations("myCommissions.parties");
  const td = useTranslations("commissionRules.describe");
  const locale = useAppLocale();
  const ctx = { t: td, locale };
  const item = (label: string, value: ReactNode) => (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {item(t("rule"), <span className="font-medium">{terms.ruleName}</span>)}
      {item(t("version"), t("versionFrom", { date: formatDate(dayDate(terms.versionFrom), locale) }))}
      {item(t("startMonth"), formatMonth(terms.startMonth, locale))}
      <div className="sm:col-span-3">{item(t("schedule"), describeSchedule(terms.tranches, ctx))}</div>
      <div className="sm:col-span-3">{item(t("clawback"), describeClawback(terms.clawback, ctx))}</div>
      {terms.participants.length ? (
        <div className="sm:col-span-3">
          {item(
            t("participants"),
            <ul className="flex flex-wrap gap-1.5">
              {terms.participants.map((p) => (
                <li key={`${p.role}-${p.userId}`}>
                  <Badge variant="outline">{t("participant", { name: names.get(p.userId) ?? "—", party: tp(p.role), rate: formatBp(p.bp, locale) })}</Badge>
                </li>
              ))}
            </ul>,
          )}
        </div>
      ) : null}
    </dl>
  );
}

function ScheduleTable({ data }: { data: Schedule }) {
  const t = useTranslations("myCommissions.sale");
  const tp = useTranslations("myCommissions.parties");
  const locale = useAppLocale();
  const { columns, rows } = scheduleTable(data.entries, saoPauloMonth(new Date()));
  if (rows.length === 0) return <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">{t("noLines")}</p>;
  const heading = (c: ScheduleColumn) =>
    c.party === "partner" ? t("partnerPays") : c.party === "office" ? t("officeKeeps") : t("personParty", { name: c.userName ?? "—", party: tp(c.party) });
  const total = (key: string) => rows.reduce((sum, r) => sum + (r.cells.get(key)?.amount ?? 0n), 0n);
  return (
    <Table containerClassName="rounded-lg border border-border" data-testid="sale-schedule">
      <TableCaption className="sr-only">{t("tableCaption")}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-3">{t("installment")}</TableHead>
          <TableHead>{t("dueMonth")}</TableHead>
          {columns.map((c) => (
            <TableHead key={c.key} className="text-right whitespace-normal">
              {heading(c)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.installment}>
            <TableCell className="pl-3 tabular-nums">{row.installment}</TableCell>
            <TableCell>{formatMonth(row.dueMonth, locale)}</TableCell>
            {columns.map((c) => {
              const cell = row.cells.get(c.key);
              return (
                <TableCell key={c.key} className="text-right">
                  {cell ? (
                    <div className="flex flex-col items-end gap-0.5">
                      <span className={cn("tabular-nums", amountTone(cell.amount))}>{formatBRL(cell.amount, locale)}</span>
                      <Badge variant={STATUS_VARIANT[cell.status]}>{t(`status.${cell.status}`)}</Badge>
                    </div>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell className="pl-3 font-semibold" colSpan={2}>
            {t("total")}
          </TableCell>
          {columns.map((c) => (
            <TableCell key={c.key} className={cn("text-right font-semibold tabular-nums", amountTone(total(c.key)))}>
              {formatBRL(total(c.key), locale)}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/**
 * A sale's commission: the rule and version it fell under, its start month and the schedule per installment,
 * with what the partner pays (Administrador and Financeiro), each participant's share and each line's status.
 */
export function SaleCommissionPanel({ saleId }: { saleId: string }) {
  const t = useTranslations("myCommissions.sale");
  const tm = useTranslations("myCommissions");
  const schedule = api.commissions.saleSchedule.useQuery({ saleId });
  const people = api.users.options.useQuery(undefined, { staleTime: 60_000 });

  if (schedule.isPending) {
    return (
      <div className="flex min-w-0 flex-col gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          {t("loading")}
        </span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (schedule.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
        <p>{messageOf(schedule.error, t("error"))}</p>
        <Button size="sm" variant="outline" onClick={() => void schedule.refetch()}>
          {tm("retry")}
        </Button>
      </div>
    );
  }
  const data = schedule.data;
  const names = new Map<string, string>((people.data ?? []).map((p) => [p.id, p.name]));
  for (const e of data.entries) if (e.userId && e.userName) names.set(e.userId, e.userName);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="sale-commission-panel">
      {data.terms ? (
        <Terms terms={data.terms} names={names} />
      ) : (
        <div role="status" className="rounded-md border border-dashed border-border p-4 text-sm">
          <p className="font-semibold">{t("noTerms")}</p>
          <p className="text-muted-foreground">{data.sale.status === "proposta" ? t("noTermsProposal") : t("noTermsRule")}</p>
        </div>
      )}
      {data.terms || data.entries.length ? <ScheduleTable data={data} /> : null}
    </div>
  );
}
