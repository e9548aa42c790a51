import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { TRPCClientError } from "@trpc/client";

/**
 * Someone else decided the line first (its version or state moved): the server answers CONFLICT on the
 * version or status. A CONFLICT on the installment is different: that installment was paid by another line,
 * and the user can pick another one.
 */
export function isLineTaken(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: string } | undefined;
  return data?.code === "CONFLICT" && !("installment" in fieldErrorsOf(error));
}

/** The three decisions on a line; each refreshes the lists and the overview, and says what happened. */
export function useLineActions(onDone: () => void) {
  const t = useTranslations("commissionReconciliation");
  const utils = api.useUtils();
  const refresh = async () => {
    await Promise.all([utils.commissions.reconciliation.invalidate(), utils.commissions.overview.invalidate()]);
  };
  const onError = (error: unknown) => {
    if (isLineTaken(error)) {
      notify.error(t("conflict"));
      onDone();
      void refresh();
      return;
    }
    notify.error(messageOf(error, t("actions.error")));
  };
  const succeed = (message: string) => {
    notify.success(message);
    onDone();
    void refresh();
  };
  const accept = api.commissions.reconciliation.acceptDifference.useMutation({ onError });
  const toEntry = api.commissions.reconciliation.toEntry.useMutation({ onError });
  const match = api.commissions.reconciliation.match.useMutation({ onError });
  return {
    pending: accept.isPending || toEntry.isPending || match.isPending,
    accept: (line: { id: string; version: number; lineNo: number }, reason: string) =>
      accept.mutate({ lineId: line.id, version: line.version, reason }, { onSuccess: () => succeed(t("actions.accepted", { n: line.lineNo })) }),
    toEntry: (line: { id: string; version: number; lineNo: number }, reason: string) =>
      toEntry.mutate({ lineId: line.id, version: line.version, reason }, { onSuccess: () => succeed(t("actions.entered", { n: line.lineNo })) }),
    match: (line: { id: string; version: number; lineNo: number }, saleId: string, installment: number) =>
      match.mutate({ lineId: line.id, version: line.version, saleId, installment }, { onSuccess: () => succeed(t("actions.matchedDone", { n: line.lineNo })) }),
    matchError: match.error && !isLineTaken(match.error) ? messageOf(match.error, t("actions.error")) : null,
    reasonError: (accept.error && !isLineTaken(accept.error) ? accept.error : toEntry.error && !isLineTaken(toEntry.error) ? toEntry.error : null) as unknown,
    reset: () => {
      accept.reset();
      toEntry.reset();
      match.reset();
    },
  };
}
