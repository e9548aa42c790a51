import type { Actor } from "~/server/actor";
import type { Tx } from "~/server/db/client";

/**
 * What other features book into a month as it closes (a goal's premiação), inside the close's transaction
 * and under its exclusive ledger lock, before the month is locked and its statements are made: what a hook
 * writes is settled by that month's statements and locked with it. Hooks must be idempotent.
 */
export type MonthClosingHandler = (tx: Tx, actor: Actor, month: string) => Promise<void>;

const handlers: MonthClosingHandler[] = [];

/** Subscribe to month closes (a feature's router registers its handler, as the ledger does with sale events). */
export function onMonthClosing(handler: MonthClosingHandler): () => void {
  if (!handlers.includes(handler)) handlers.push(handler);
  return () => {
    const i = handlers.indexOf(handler);
    if (i >= 0) handlers.splice(i, 1);
  };
}

export async function runMonthClosing(tx: Tx, actor: Actor, month: string): Promise<void> {
  for (const handler of handlers) await handler(tx, actor, month);
}
