import { TRPCClientError } from "@trpc/client";
import { useCallback, useState } from "react";
import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { formatBRL } from "~/lib/format";
import type { UnusualAmount } from "../plausibility";

export type UnusualAmountFact = UnusualAmount & { field: string };

/** The unusual amounts a refused save named (error meta `unusualAmounts`), or null for any other outcome. */
export function unusualAmountsOf(error: unknown): UnusualAmountFact[] | null {
  if (!(error instanceof TRPCClientError)) return null;
  const list = (error.data as { meta?: { unusualAmounts?: unknown } | null } | undefined)?.meta?.unusualAmounts;
  return Array.isArray(list) && list.length > 0 ? (list as UnusualAmountFact[]) : null;
}

/**
 * "Valor fora do usual": after the server refused an amount far outside the usual, says which, how far and
 * why, and lets the user correct it (focus back on the field) or confirm and save (the form sends the same
 * data once more with confirmUnusualAmount). Nothing is saved until one of the two is chosen.
 */
export function UnusualAmountDialog({
  error,
  onConfirm,
  onCorrect,
  labelOf,
}: {
  error: unknown;
  onConfirm: () => void;
  /** Called with the first unusual field once the dialog has closed, to put the focus there. */
  onCorrect: (field: string) => void;
  /** A name for a field when the form has several amounts (the conversion's proposals). */
  labelOf?: (field: string) => string | null;
}) {
  const t = useTranslations("plausibility.confirm");
  const locale = useAppLocale();
  const unusual = unusualAmountsOf(error);
  // The refusal this dialog was answered for: a new refusal (a new error object) opens it again.
  const [answered, setAnswered] = useState<unknown>(null);
  const [correcting, setCorrecting] = useState<string | null>(null);
  // Inside a native modal <dialog> (the sale form's) the rest of the page is inert: render in there.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const anchor = useCallback((node: HTMLElement | null) => setContainer(node?.closest("dialog") ?? null), []);
  const open = unusual !== null && answered !== error;
  // "Corrigir valor" (or Esc): once closed, the focus goes to the first unusual amount instead of the page.
  const correct = () => setCorrecting(unusual?.[0]?.field ?? null);
  const money = (cents: number | null) => (cents === null ? "" : formatBRL(cents, locale));

  return (
    <>
      <span hidden ref={anchor} />
      <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : setAnswered(error))}>
        <AlertDialogContent
          container={container}
          data-testid="unusual-amount-dialog"
          onEscapeKeyDown={(event) => {
            // Handled here, so the Esc does not also close a native <dialog> around the form.
            event.preventDefault();
            correct();
            setAnswered(error);
          }}
          onCloseAutoFocus={(event) => {
            if (correcting === null) return;
            event.preventDefault();
            onCorrect(correcting);
            setCorrecting(null);
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t("title")}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="flex flex-col gap-2">
                {(unusual ?? []).map((u) => {
                  const label = labelOf?.(u.field);
                  const text =
                    u.reason === "median" && u.medianCents !== null
                      ? t("median", { amount: money(u.amountCents), factor: u.factor, basis: u.basis ?? "other", median: money(u.medianCents) })
                      : t("ceiling", { amount: money(u.amountCents), ceiling: money(u.ceilingCents) });
                  return <p key={u.field}>{label ? t("labelled", { label, text }) : text}</p>;
                })}
                <p className="font-medium text-foreground">{t("question", { count: unusual?.length ?? 1 })}</p>
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={correct}>{t("correct")}</AlertDialogCancel>
            <AlertDialogAction onClick={onConfirm}>
              {t("confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
