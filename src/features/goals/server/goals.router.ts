import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { onMonthClosing } from "~/features/commissions/server/month-close-hooks";
import { goalCreateInput, goalDeleteInput, goalMonthInput, goalUpdateInput, rankingInput } from "../goals.schemas";
import { payGoalBonuses } from "./goal-bonus.service";
import { listGoals, myGoals } from "./goal-progress.service";
import { goalRanking } from "./goal-ranking.service";
import { createGoal, deleteGoal, goalOwners, updateGoal } from "./goals.service";

// Reached goals pay their premiação as the month closes, in the close's transaction.
onMonthClosing(async (tx, actor, month) => void (await payGoalBonuses(tx, actor, month)));

// Goals live under Comissões: everyone reads (scoped per row), Financeiro and Administrador set them.
const read = permissionProcedure("commissions.read");
const manage = permissionProcedure("commissions.manage");

export const goalsRouter = router({
  list: read.input(goalMonthInput).query(({ ctx, input }) => listGoals(ctx.db, actorFromContext(ctx), input.month)),
  mine: read.input(goalMonthInput).query(({ ctx, input }) => myGoals(ctx.db, actorFromContext(ctx), input.month)),
  ranking: read.input(rankingInput).query(({ ctx, input }) => goalRanking(ctx.db, actorFromContext(ctx), input)),
  owners: manage.query(({ ctx }) => goalOwners(ctx.db)),
  create: manage.input(goalCreateInput).mutation(({ ctx, input }) => createGoal(ctx.db, actorFromContext(ctx), input)),
  update: manage.input(goalUpdateInput).mutation(({ ctx, input }) => updateGoal(ctx.db, actorFromContext(ctx), input)),
  delete: manage.input(goalDeleteInput).mutation(({ ctx, input }) => deleteGoal(ctx.db, actorFromContext(ctx), input)),
});
