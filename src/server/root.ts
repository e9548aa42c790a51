import { attachmentsRouter } from "~/features/attachments/server/attachments.router";
import { auditRouter } from "~/features/audit/server/audit.router";
import { commissionsRouter } from "~/features/commissions/server/commissions.router";
import { dashboardRouter } from "~/features/dashboard/server/dashboard.router";
import { goalsRouter } from "~/features/goals/server/goals.router";
import { customersRouter } from "~/features/customers/server/customers.router";
import { leadsRouter } from "~/features/leads/server/leads.router";
import { salesRouter } from "~/features/sales/server/sales.router";
import { tasksRouter } from "~/features/tasks/server/tasks.router";
import { partnersRouter, productsRouter } from "~/features/partners/server/partners.router";
import { reportsRouter } from "~/features/reports/server/reports.router";
import { plausibilityRouter } from "~/features/plausibility/server/plausibility.router";
import { viewsRouter } from "~/features/lists/server/views.router";
import { notificationsRouter } from "~/features/notifications/server/notifications.router";
import { meRouter } from "~/features/users/server/me.router";
import { teamsRouter } from "~/features/users/server/teams.router";
import { usersRouter } from "~/features/users/server/users.router";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  me: meRouter,
  users: usersRouter,
  teams: teamsRouter,
  audit: auditRouter,
  views: viewsRouter,
  partners: partnersRouter,
  customers: customersRouter,
  sales: salesRouter,
  leads: leadsRouter,
  products: productsRouter,
  commissions: commissionsRouter,
  plausibility: plausibilityRouter,
  attachments: attachmentsRouter,
  dashboard: dashboardRouter,
  goals: goalsRouter,
  tasks: tasksRouter,
  reports: reportsRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
