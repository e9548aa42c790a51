import { actorFromContext } from "~/server/actor";
import { permissionProcedure, protectedProcedure, router } from "~/server/trpc";
import { notificationPreferencesInput, notificationsListInput, notificationsMarkReadInput, outboxListInput } from "../notifications.schemas";
import { getPreferences, listNotifications, listOutbox, markAllRead, markRead, savePreferences, unreadCount } from "./notifications.service";

/** The caller's own notifications and preferences; the outbox is the Administrador's. */
export const notificationsRouter = router({
  unreadCount: protectedProcedure.query(({ ctx }) => unreadCount(ctx.db, actorFromContext(ctx))),
  list: protectedProcedure.input(notificationsListInput).query(({ ctx, input }) => listNotifications(ctx.db, actorFromContext(ctx), input)),
  markRead: protectedProcedure.input(notificationsMarkReadInput).mutation(({ ctx, input }) => markRead(ctx.db, actorFromContext(ctx), input.ids)),
  markAllRead: protectedProcedure.mutation(({ ctx }) => markAllRead(ctx.db, actorFromContext(ctx))),
  preferences: protectedProcedure.query(({ ctx }) => getPreferences(ctx.db, ctx.user.id)),
  savePreferences: protectedProcedure.input(notificationPreferencesInput).mutation(({ ctx, input }) => savePreferences(ctx.db, actorFromContext(ctx), input)),
  outbox: permissionProcedure("notifications.outbox").input(outboxListInput).query(({ ctx, input }) => listOutbox(ctx.db, input)),
});
