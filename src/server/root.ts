import { auditRouter } from "~/features/audit/server/audit.router";
import { meRouter } from "~/features/users/server/me.router";
import { teamsRouter } from "~/features/users/server/teams.router";
import { usersRouter } from "~/features/users/server/users.router";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  me: meRouter,
  users: usersRouter,
  teams: teamsRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
