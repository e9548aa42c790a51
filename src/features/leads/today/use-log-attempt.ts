import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { api, type RouterInputs, type RouterOutputs } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";

type Today = RouterOutputs["leads"]["today"];
type Logged = RouterOutputs["leads"]["logAttempt"];
const BUCKETS = ["overdue", "due", "slaBreached", "returning"] as const;

function isConflict(err: unknown): boolean {
  return err instanceof TRPCClientError && (err.data as { code?: string } | undefined)?.code === "CONFLICT";
}

/** The new attempt count in every bucket the lead is in (a lead can be both overdue and past the SLA). */
function withAttempt(today: Today | undefined, lead: Logged): Today | undefined {
  if (!today) return today;
  const next = { ...today };
  for (const key of BUCKETS) {
    next[key] = {
      ...today[key],
      items: today[key].items.map((row) => (row.id === lead.id ? { ...row, contactAttempts: lead.contactAttempts, firstContactAt: lead.firstContactAt } : row)),
    };
  }
  return next;
}

/**
 * "Registrar tentativa" in one click, with the row's version. An attempt is an increment, so a CONFLICT
 * (someone saved the lead since the list was read) is retried once with the lead's current version.
 */
export function useLogAttempt(todayInput: RouterInputs["leads"]["today"]) {
  const t = useTranslations("leadsToday");
  const utils = api.useUtils();
  return useMutation({
    mutationFn: async ({ id, version }: { id: string; version: number; name: string }) => {
      try {
        return await utils.client.leads.logAttempt.mutate({ id, version });
      } catch (err) {
        if (!isConflict(err)) throw err;
        const current = await utils.client.leads.get.query({ id });
        return utils.client.leads.logAttempt.mutate({ id, version: current.version });
      }
    },
    onSuccess: (lead, { name }) => {
      utils.leads.today.setData(todayInput, (old) => withAttempt(old, lead));
      // Then the server's answer: a first attempt takes a Novo lead out of "fora do prazo".
      void utils.leads.today.invalidate();
      void utils.leads.get.invalidate({ id: lead.id });
      void utils.leads.activities.invalidate({ leadId: lead.id });
      notify.success(t("attemptLogged", { name, count: lead.contactAttempts }));
    },
    onError: (err) => notify.error(messageOf(err, t("attemptFailed"))),
  });
}
