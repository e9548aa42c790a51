/** Latency sampling and the figures BENCHMARKS.md records (p50, p95, p99, max in milliseconds). */
export interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
}

/** Runs `fn` `warmup` times unmeasured, then `n` times, and returns the per-call durations. */
export function sample(fn: () => Promise<unknown>, n: number, warmup = 5): Promise<number[]> {
  return sampleTimed(
    async () => {
      const t = performance.now();
      await fn();
      return performance.now() - t;
    },
    n,
    warmup,
  );
}

/** As sample, for calls that time themselves (e.g. up to a response's last byte) and return the duration. */
export async function sampleTimed(fn: () => Promise<number>, n: number, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await fn());
  return out;
}

export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : "—");
