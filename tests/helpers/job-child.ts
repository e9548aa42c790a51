// A job worker in a process of its own, for tests that kill it mid-job: it claims "test.crash" jobs, records
// that it started one and then hangs until it is killed.
import { sql } from "drizzle-orm";
import { openPostgres } from "~/server/db/client";
import { startWorker } from "~/server/jobs/worker";

const url = process.argv[2];
if (!url) throw new Error("usage: job-child.ts <postgres url>");
const handle = await openPostgres(url, 3);
await startWorker(
  handle,
  [
    {
      name: "test.crash",
      expireInSeconds: 2,
      retryDelaySeconds: 0,
      run: async (h, data: { key?: string }) => {
        await h.db.execute(sql`INSERT INTO job_test_runs (job, phase, pid) VALUES (${data.key ?? ""}, 'started', ${process.pid})`);
        await new Promise(() => {});
      },
    },
  ],
  { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
);
process.stdout.write("ready\n");
