export function workerCount(env?: Record<string, string | undefined>, cores?: number): number;
export function workerEnv(env: Record<string, string | undefined>, index: number): { JOB_WORKER: "in-process" | "off" };
