import type { JobDefinition } from "~/server/jobs/job";
import { serverEnv } from "~/server/env";
import { queueDigests } from "./digest.service";
import { checkFirstContactSla, checkRenewals, checkReturningLeads } from "./event-scans";
import { sendQueuedMail } from "./mail-sender";
import { notifyDueTasks } from "./task-reminders";

/**
 * The notifications' background work. Crons are in São Paulo time (the worker schedules them with that zone);
 * every handler is idempotent (dedupe keys; mail claimed before it is sent), as pg-boss delivers at least once.
 */

/** Sends the outbox every minute (or keeps it, unsent, without SMTP_URL). */
export const sendMailJob: JobDefinition = {
  name: "notifications.send-mail",
  cron: "* * * * *",
  expireInSeconds: 10 * 60,
  run: (handle) => {
    const env = serverEnv();
    return sendQueuedMail(handle.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  },
};

/** Hourly: the daily digest of the users whose chosen hour it is. */
export const digestJob: JobDefinition = {
  name: "notifications.digest",
  cron: "0 * * * *",
  run: (handle, _data, now) => queueDigests(handle.db, now),
};

/** Every 10 minutes: first contact past the SLA (seller, then Gestor). */
export const leadSlaJob: JobDefinition = {
  name: "notifications.lead-sla",
  cron: "*/10 * * * *",
  run: (handle, _data, now) => checkFirstContactSla(handle.db, now),
};

/** 07:00 and again at noon (a late start of the day is caught up): Momento ruim leads coming back today. */
export const leadReturningJob: JobDefinition = {
  name: "notifications.lead-returning",
  cron: "0 7,12 * * *",
  run: (handle, _data, now) => checkReturningLeads(handle.db, now),
};

/** 08:00: renewals in 90, 60 and 30 days. */
export const renewalsJob: JobDefinition = {
  name: "notifications.renewals",
  cron: "0 8 * * *",
  run: (handle, _data, now) => checkRenewals(handle.db, now),
};

/** Every minute: tasks due within 15 minutes, and tasks just overdue. */
export const taskRemindersJob: JobDefinition = {
  name: "notifications.task-reminders",
  cron: "* * * * *",
  run: (handle, _data, now) => notifyDueTasks(handle.db, now),
};

export const NOTIFICATION_JOBS: readonly JobDefinition[] = [sendMailJob, digestJob, leadSlaJob, leadReturningJob, renewalsJob, taskRemindersJob];
