import type { Db } from "~/server/db/client";

/** One measured screen call: the tRPC procedure a screen calls, and the same service call in-process (for its SQL). */
export interface BenchCase {
  name: string;
  who: "admin" | "seller";
  path: string;
  input: unknown;
  run: (db: Db) => Promise<unknown>;
}
