/** At most this many calls in one batched request (SPEC §7 batching, bounded). */
export const MAX_BATCH_SIZE = 10;

/** Number of procedures a tRPC HTTP request asks for: comma-joined paths when batching. */
export function batchSize(pathParam: string | string[] | undefined, batchFlag: unknown): number {
  const path = Array.isArray(pathParam) ? pathParam.join("/") : (pathParam ?? "");
  // A repeated flag (?batch=1&batch=…) arrives as an array; tRPC reads the first value.
  const flag: unknown = Array.isArray(batchFlag) ? batchFlag[0] : batchFlag;
  if (flag !== "1" && flag !== "true") return 1;
  return path.split(",").length;
}
