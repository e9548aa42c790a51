import { z } from "zod";
import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { taskCompleteInput, taskCreateInput, taskForRecordInput, taskIdInput, taskMoveInput, taskRangeInput, taskUpdateInput, taskVersionInput } from "../tasks.schemas";
import { listTasksForRecord, listTasksInRange, tasksToday } from "./tasks-queries.service";
import { completeTask, createTask, deleteTask, moveTask, reopenTask, restoreTask, updateTask } from "./tasks.service";
import { listAssignees } from "./task-people.service";

const read = permissionProcedure("tasks.read");
const write = permissionProcedure("tasks.write");

export const tasksRouter = router({
  forRecord: read.input(taskForRecordInput).query(({ ctx, input }) => listTasksForRecord(ctx.db, actorFromContext(ctx), input)),
  range: read.input(taskRangeInput).query(({ ctx, input }) => listTasksInRange(ctx.db, actorFromContext(ctx), input)),
  today: read.input(z.object({}).strict().optional()).query(({ ctx }) => tasksToday(ctx.db, actorFromContext(ctx))),
  /** Who the actor may assign tasks to (and, for a Gestor, whose agenda they may open). */
  assignees: read.query(({ ctx }) => listAssignees(ctx.db, actorFromContext(ctx))),
  create: write.input(taskCreateInput).mutation(({ ctx, input }) => createTask(ctx.db, actorFromContext(ctx), input)),
  update: write.input(taskUpdateInput).mutation(({ ctx, input }) => updateTask(ctx.db, actorFromContext(ctx), input)),
  move: write.input(taskMoveInput).mutation(({ ctx, input }) => moveTask(ctx.db, actorFromContext(ctx), input)),
  complete: write.input(taskCompleteInput).mutation(({ ctx, input }) => completeTask(ctx.db, actorFromContext(ctx), input)),
  reopen: write.input(taskVersionInput).mutation(({ ctx, input }) => reopenTask(ctx.db, actorFromContext(ctx), input)),
  delete: write.input(taskVersionInput).mutation(({ ctx, input }) => deleteTask(ctx.db, actorFromContext(ctx), input)),
  restore: write.input(taskIdInput).mutation(({ ctx, input }) => restoreTask(ctx.db, actorFromContext(ctx), input)),
});
