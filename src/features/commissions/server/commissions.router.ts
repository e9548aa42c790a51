import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { onSaleEvent } from "~/features/sales/server/sale-events";
import {
  entriesInput,
  manualEntryInput,
  monthInput,
  profileInput,
  ruleCreateInput,
  ruleIdInput,
  rulesListInput,
  ruleUpdateInput,
  ruleVersionInput,
  lineMatchInput,
  lineReasonInput,
  overdueInput,
  overviewInput,
  partnerStatementsInput,
  saleIdInput,
  settingsInput,
  statementLinesInput,
  statementIdInput,
  statementPaidInput,
  statementsListInput,
  summaryInput,
  userIdInput,
} from "../commissions.schemas";
import { applySaleEvent } from "./ledger.service";
import { createManualEntry } from "./manual-entries.service";
import { closeMonth, monthsStatus } from "./months.service";
import { commissionEntriesOf, commissionSummary } from "./my-commissions.service";
import { getProfile, listProfiles, saveProfile } from "./profiles.service";
import { addRuleVersion, createRule, getRule, listRules, updateRule } from "./rules.service";
import { applyRuleToUncoveredSales, uncoveredSales } from "./rule-backfill.service";
import { rulesCheck } from "./rules-check.service";
import { saleSchedule } from "./sale-schedule.service";
import { commissionSettingsForEdit, saveCommissionSettings } from "./settings.service";
import { acceptDifference, lineToEntry, matchLineByHand } from "./reconciliation/line-actions.service";
import { listPartnerStatements, overdueInstallments, payablesByPerson, receivablesOverview, statementLines } from "./reconciliation/workbench.service";
import { getStatement, listStatements, markStatementPaid } from "./statements.service";

// The ledger follows every sale: activation, amount changes, cancellation and end, in the sale's transaction.
onSaleEvent(applySaleEvent);

const read = permissionProcedure("commissions.read");
const manage = permissionProcedure("commissions.manage");

export const commissionsRouter = router({
  rules: router({
    list: manage.input(rulesListInput).query(({ ctx, input }) => listRules(ctx.db, input)),
    get: manage.input(ruleIdInput).query(({ ctx, input }) => getRule(ctx.db, input.id)),
    create: manage.input(ruleCreateInput).mutation(({ ctx, input }) => createRule(ctx.db, actorFromContext(ctx), input)),
    addVersion: manage.input(ruleVersionInput).mutation(({ ctx, input }) => addRuleVersion(ctx.db, actorFromContext(ctx), input)),
    update: manage.input(ruleUpdateInput).mutation(({ ctx, input }) => updateRule(ctx.db, actorFromContext(ctx), input)),
    uncovered: manage.input(ruleIdInput).query(({ ctx, input }) => uncoveredSales(ctx.db, input.id)),
    applyToUncovered: manage.input(ruleIdInput).mutation(({ ctx, input }) => applyRuleToUncoveredSales(ctx.db, actorFromContext(ctx), input.id)),
    check: manage.query(({ ctx }) => rulesCheck(ctx.db)),
  }),
  profiles: router({
    list: manage.query(({ ctx }) => listProfiles(ctx.db)),
    get: read.input(userIdInput).query(({ ctx, input }) => getProfile(ctx.db, actorFromContext(ctx), input.userId)),
    save: manage.input(profileInput).mutation(({ ctx, input }) => saveProfile(ctx.db, actorFromContext(ctx), input)),
  }),
  saleSchedule: read.input(saleIdInput).query(({ ctx, input }) => saleSchedule(ctx.db, actorFromContext(ctx), input.saleId)),
  summary: read.input(summaryInput).query(({ ctx, input }) => commissionSummary(ctx.db, actorFromContext(ctx), input)),
  entries: read.input(entriesInput).query(({ ctx, input }) => commissionEntriesOf(ctx.db, actorFromContext(ctx), input)),
  manualEntry: manage.input(manualEntryInput).mutation(({ ctx, input }) => createManualEntry(ctx.db, actorFromContext(ctx), input)),
  statements: router({
    list: read.input(statementsListInput).query(({ ctx, input }) => listStatements(ctx.db, actorFromContext(ctx), input)),
    get: read.input(statementIdInput).query(({ ctx, input }) => getStatement(ctx.db, actorFromContext(ctx), input.id)),
    markPaid: manage.input(statementPaidInput).mutation(({ ctx, input }) => markStatementPaid(ctx.db, actorFromContext(ctx), input)),
  }),
  reconciliation: router({
    statements: manage.input(partnerStatementsInput).query(({ ctx, input }) => listPartnerStatements(ctx.db, input)),
    lines: manage.input(statementLinesInput).query(({ ctx, input }) => statementLines(ctx.db, input)),
    match: manage.input(lineMatchInput).mutation(({ ctx, input }) => matchLineByHand(ctx.db, actorFromContext(ctx), input)),
    toEntry: manage.input(lineReasonInput).mutation(({ ctx, input }) => lineToEntry(ctx.db, actorFromContext(ctx), input)),
    acceptDifference: manage.input(lineReasonInput).mutation(({ ctx, input }) => acceptDifference(ctx.db, actorFromContext(ctx), input)),
    overdue: manage.input(overdueInput).query(({ ctx, input }) => overdueInstallments(ctx.db, input)),
  }),
  overview: router({
    receivables: manage.input(overviewInput).query(({ ctx, input }) => receivablesOverview(ctx.db, input)),
    payables: manage.input(overviewInput).query(({ ctx, input }) => payablesByPerson(ctx.db, input)),
  }),
  settings: router({
    get: manage.query(({ ctx }) => commissionSettingsForEdit(ctx.db)),
    save: manage.input(settingsInput).mutation(({ ctx, input }) => saveCommissionSettings(ctx.db, actorFromContext(ctx), input)),
  }),
  months: router({
    list: manage.query(({ ctx }) => monthsStatus(ctx.db)),
    close: manage.input(monthInput).mutation(({ ctx, input }) => closeMonth(ctx.db, actorFromContext(ctx), input.month)),
  }),
});
