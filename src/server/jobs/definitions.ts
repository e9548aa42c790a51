import { purgeDeletedAttachments } from "~/features/attachments/server/attachments.service";
import { fileStorage } from "~/server/storage/storage";
import { extendRecurringSchedules } from "~/features/commissions/server/recurring.service";
import { NOTIFICATION_JOBS } from "~/features/notifications/server/notification-jobs";
import { saoPauloMonth } from "~/lib/format";
import { foldAllCohortCounts, foldFragmentedCohortDays } from "~/features/reports/server/leads/lead-rollup";
import type { JobDefinition } from "./job";

/**
 * Rolls the horizon of open-ended (recurring) commission schedules every night, so that a sale's next months
 * exist before they are due even if nobody closes a month. Idempotent: a sale already covered is skipped, each
 * batch is its own transaction, so a crash mid-run resumes where it stopped on the retry.
 */
export const extendRecurringJob: JobDefinition = {
  name: "commissions.extend-recurring",
  cron: "30 2 * * *",
  expireInSeconds: 30 * 60,
  run: (handle, _data, now) => extendRecurringSchedules(handle.db, saoPauloMonth(now)),
};

/** Removes the bytes of attachments deleted more than a day ago (the undo window) and their rows. Idempotent. */
export const purgeAttachmentsJob: JobDefinition = {
  name: "attachments.purge",
  cron: "15 3 * * *",
  run: (handle, _data, now) => purgeDeletedAttachments(handle.db, fileStorage(), now),
};

/**
 * Folds the lead report rollup (lead_cohort_counts) into one row per bucket: every lead insert or edit appends
 * signed deltas, and the reads sum them. The hourly job folds the days that gathered deltas; this one keeps the
 * whole table one row per bucket overnight. Idempotent (folding folded rows changes nothing), one month per statement.
 */
export const foldLeadRollupJob: JobDefinition = {
  name: "reports.fold-lead-rollup",
  cron: "45 3 * * *",
  expireInSeconds: 30 * 60,
  run: async (handle) => {
    await foldAllCohortCounts(handle.db);
  },
};

/**
 * Folds the rollup's days whose buckets hold more than one row, every hour, so the reports' reads stay a few
 * thousand rows without checking fragmentation on each request. Idempotent.
 */
export const foldFragmentedLeadRollupJob: JobDefinition = {
  name: "reports.fold-lead-rollup-hourly",
  cron: "20 * * * *",
  expireInSeconds: 15 * 60,
  run: async (handle) => {
    await foldFragmentedCohortDays(handle.db);
  },
};

/** Every job the app's worker runs. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [extendRecurringJob, purgeAttachmentsJob, foldLeadRollupJob, foldFragmentedLeadRollupJob, ...NOTIFICATION_JOBS];
