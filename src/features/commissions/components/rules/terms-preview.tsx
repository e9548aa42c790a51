import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { MoneyInput } from "~/components/ui/masked-input";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { DEFAULT_COMMISSION_SETTINGS } from "~/features/commissions/commission-settings";
import { expandSchedule } from "~/features/commissions/engine/schedule";
import { splitAmount } from "~/features/commissions/engine/split";
import { formatBRL } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { termsFromDraft, type TermsDraft } from "./terms-draft";

const SHOWN_ROWS = 24;
const HORIZON = DEFAULT_COMMISSION_SETTINGS.horizonMonths;
const count = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/**
 * A live example of the schedule, computed in the browser by the same engine the ledger uses
 * (expandSchedule + splitAmount), so what the user sees is what a sale will get.
 */
export function TermsPreview({ draft }: { draft: TermsDraft }) {
  const t = useTranslations("commissionRules.preview");
  const tTerms = useTranslations("commissionRules.terms");
  const locale = useLocale() as Locale;
  const [base, setBase] = useState<bigint | null>(1_000_000n);
  const [installments, setInstallments] = useState("");
  const [vigencia, setVigencia] = useState("");

  // The schedule alone, so a half-filled split or estorno table does not hide it.
  const scheduleOnly = termsFromDraft({ ...draft, split: { seller: null, sellerProfile: true, presales: 0, referrer: 0, manager: 0 }, clawback: [] }, tTerms).terms;
  const full = termsFromDraft(draft, tTerms).terms;
  const perInstallment = draft.tranches.some((row) => row.kind === "rate" && row.base === "installment");
  // Rows still without a value are "not filled yet", not an error.
  const unfilled = draft.tranches.some((row) => (row.kind === "rate" ? row.rateBp === null : row.fixedCents === null));
  const sale = { baseAmount: base ?? 0n, installments: count(installments), vigenciaMonths: count(vigencia), startMonth: "2026-01" };
  const rows = scheduleOnly ? expandSchedule(scheduleOnly.tranches, sale, HORIZON) : [];
  const split = full?.split;
  const participants = split && split.sellerBp !== null ? [split.sellerBp, split.presalesBp, split.referrerBp, split.managerBp].map((bp) => ({ bp })) : null;
  const shares = rows.map((r) => (participants ? splitAmount(r.amount, participants) : null));
  const total = rows.reduce((sum, r) => sum + r.amount, 0n);
  const sellerTotal = shares.reduce((sum, s) => sum + (s?.shares[0] ?? 0n), 0n);
  const officeTotal = shares.reduce((sum, s) => sum + (s?.office ?? 0n), 0n);

  return (
    <section aria-labelledby="terms-preview-title" className="flex flex-col gap-3 rounded-lg border border-border bg-muted/30 p-3 sm:p-4">
      <h3 id="terms-preview-title" className="font-heading text-base font-semibold">
        {t("title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("help")}</p>
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[16rem_9rem_9rem]">
        <div className="col-span-2 sm:col-span-1">
          <Field label={t("baseAmount")} name="previewBase">
            <MoneyInput value={base} onValueChange={setBase} />
          </Field>
        </div>
        <Field label={t("installments")} name="previewInstallments" description={t("optional")}>
          <Input inputMode="numeric" value={installments} onChange={(e) => setInstallments(e.target.value)} />
        </Field>
        <Field label={t("vigencia")} name="previewVigencia" description={t("optional")}>
          <Input inputMode="numeric" value={vigencia} onChange={(e) => setVigencia(e.target.value)} />
        </Field>
      </div>
      <p className="text-xs text-muted-foreground">{t("openEnded", { months: HORIZON })}</p>
      {perInstallment && sale.installments === null ? (
        <p role="status" className="text-sm text-warning">
          {t("needsInstallments")}
        </p>
      ) : null}
      {!scheduleOnly ? (
        <p className="text-sm text-muted-foreground">{unfilled ? t("empty") : t("invalid")}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="max-w-2xl rounded-md border border-border bg-card">
          <Table aria-label={t("label")} data-testid="preview-table">
            <TableHeader>
              <TableRow>
                <TableHead>{t("month")}</TableHead>
                <TableHead className="text-right">{t("amount")}</TableHead>
                {participants ? <TableHead className="text-right">{t("sellerShare")}</TableHead> : null}
                {participants ? <TableHead className="text-right">{t("officeShare")}</TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.slice(0, SHOWN_ROWS).map((row, i) => (
                <TableRow key={row.number}>
                  <TableCell className="tabular-nums">{row.number}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatBRL(row.amount, locale)}</TableCell>
                  {participants ? <TableCell className="text-right tabular-nums">{formatBRL(shares[i]?.shares[0] ?? 0n, locale)}</TableCell> : null}
                  {participants ? <TableCell className="text-right tabular-nums">{formatBRL(shares[i]?.office ?? 0n, locale)}</TableCell> : null}
                </TableRow>
              ))}
              {rows.length > SHOWN_ROWS ? (
                <TableRow>
                  <TableCell colSpan={participants ? 4 : 2} className="text-muted-foreground">
                    {t("more", { count: rows.length - SHOWN_ROWS })}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell className="font-semibold">{t("total")}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums" data-testid="preview-total">
                  {formatBRL(total, locale)}
                </TableCell>
                {participants ? <TableCell className="text-right font-semibold tabular-nums">{formatBRL(sellerTotal, locale)}</TableCell> : null}
                {participants ? <TableCell className="text-right font-semibold tabular-nums">{formatBRL(officeTotal, locale)}</TableCell> : null}
              </TableRow>
            </TableFooter>
          </Table>
        </div>
      )}
    </section>
  );
}
