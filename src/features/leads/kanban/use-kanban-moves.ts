import { TRPCClientError } from "@trpc/client";
import { useRouter } from "next/router";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { useAppLocale } from "~/i18n/use-app-locale";
import type { ListUrlState } from "~/features/lists/url-state";
import { leadStatusLabel } from "~/lib/catalog/lead-statuses";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import type { LeadStatus, LeadStatusRequest } from "../lead-status";
import type { KanbanLead } from "./kanban-card";
import { columnInput, countsInput } from "./kanban-input";
import { dropMove, planDrop, setMovePhase, startMove, type Moves } from "./kanban-moves";
import type { MoveAsk } from "./move-dialog";

/** Fields the dialog asked for: a refusal on one of them is shown there, with what was typed kept. */
const DIALOG_FIELDS = ["nextContactOn", "lostReason", "doNotContact"];

/**
 * The board's moves: optimistic (the card is in its new column at once), asking first when the status
 * needs a date or a reason, and springing back with the server's reason when it refuses.
 */
export function useKanbanMoves(state: Pick<ListUrlState, "filters" | "search">) {
  const t = useTranslations("leadsKanban");
  const locale = useAppLocale();
  const router = useRouter();
  const utils = api.useUtils();
  const [moves, setMoves] = useState<Moves<KanbanLead>>({});
  const [ask, setAsk] = useState<MoveAsk | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Other filters, other cards: what was pinned for the previous ones goes.
  const key = JSON.stringify(countsInput(state));
  const [movesKey, setMovesKey] = useState(key);
  if (movesKey !== key) {
    setMovesKey(key);
    setMoves({});
  }

  const refresh = (lead: KanbanLead, from: LeadStatus, to: LeadStatus) =>
    Promise.all([
      utils.leads.kanbanCounts.invalidate(),
      utils.leads.board.invalidate(columnInput(state, from)),
      utils.leads.board.invalidate(columnInput(state, to)),
      utils.leads.get.invalidate({ id: lead.id }),
    ]);

  /** Saves; true when done or refused for good, false when the dialog should stay open to fix a field. */
  async function save(lead: KanbanLead, from: LeadStatus, req: LeadStatusRequest, inDialog: boolean): Promise<boolean> {
    const to = req.status;
    try {
      const saved = await utils.client.leads.changeStatus.mutate({ id: lead.id, version: lead.version, ...req });
      await refresh(lead, from, to);
      const card: KanbanLead = { ...lead, status: to, nextContactOn: saved.nextContactOn, lostReason: saved.lostReason, doNotContact: saved.doNotContact, version: saved.version };
      setMoves((m) => setMovePhase(m, lead.id, "done", card));
      notify.success(t("moved", { name: lead.name, status: leadStatusLabel(to, locale) }));
      return true;
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (inDialog && DIALOG_FIELDS.some((f) => fields[f])) {
        setServerErrors(fields);
        setMoves((m) => setMovePhase(m, lead.id, "asking"));
        return false;
      }
      setMoves((m) => dropMove(m, lead.id));
      notify.error(messageOf(err, t("moveFailed")));
      // A stale card (someone else moved or edited it) is read again, so the next try has its version.
      if (err instanceof TRPCClientError) void refresh(lead, from, to);
      return true;
    }
  }

  /** A drop (or a "Mover para…" choice) of `lead` into the column `to`. */
  function move(lead: KanbanLead, to: LeadStatus) {
    const from = lead.status;
    const plan = planDrop(lead, to);
    if (plan.kind === "none") return;
    if (plan.kind === "refuse") {
      notify.error(t(`rules.${plan.reason}`));
      return;
    }
    if (plan.kind === "convert") {
      void router.push(`/leads/${lead.id}?converter=1`);
      return;
    }
    if (plan.kind === "ask") {
      setMoves((m) => startMove(m, lead, from, to, "asking"));
      setServerErrors({});
      setAsk({ lead, from, to, date: plan.date, reason: plan.reason, mayOptOut: plan.mayOptOut });
      return;
    }
    setMoves((m) => startMove(m, lead, from, to, "saving"));
    void save(lead, from, { status: to }, false);
  }

  async function confirm(req: LeadStatusRequest) {
    if (!ask || saving) return;
    setSaving(true);
    setMoves((m) => setMovePhase(m, ask.lead.id, "saving"));
    const closed = await save(ask.lead, ask.from, req, true);
    setSaving(false);
    if (closed) setAsk(null);
  }

  function cancel() {
    if (!ask || saving) return;
    setMoves((m) => dropMove(m, ask.lead.id));
    setAsk(null);
  }

  return { moves, move, dialog: { ask, saving, serverErrors, onConfirm: (req: LeadStatusRequest) => void confirm(req), onCancel: cancel } };
}
