import type { Tx } from "~/server/db/client";
import { saleEvents } from "~/server/db/schema";
import type { SaleStatus } from "~/lib/catalog/sale-statuses";

/** What happened to a sale, as other features (the commissions ledger) see it. */
export type SaleDomainEvent =
  | { type: "created"; saleId: string; status: SaleStatus; amount: bigint; effectiveOn: string; actorId: string }
  | { type: "status_changed"; saleId: string; from: SaleStatus; to: SaleStatus; effectiveOn: string; actorId: string }
  | { type: "amount_changed"; saleId: string; from: bigint; to: bigint; effectiveOn: string; actorId: string }
  | { type: "schedule_changed"; saleId: string; effectiveOn: string; actorId: string; /** Its activation day or vigência start changed. */ startChanged: boolean };

export type SaleEventHandler = (tx: Tx, event: SaleDomainEvent) => Promise<void>;

const handlers: SaleEventHandler[] = [];

/** Subscribe to sale events; handlers run inside the same transaction as the change. */
export function onSaleEvent(handler: SaleEventHandler): () => void {
  handlers.push(handler);
  return () => {
    const i = handlers.indexOf(handler);
    if (i >= 0) handlers.splice(i, 1);
  };
}

/** Records the event (append-only) and lets every subscriber react before the transaction commits. */
export async function emitSaleEvent(tx: Tx, event: SaleDomainEvent): Promise<void> {
  await tx.insert(saleEvents).values({
    saleId: event.saleId,
    type: event.type,
    fromStatus: event.type === "status_changed" ? event.from : null,
    toStatus: event.type === "status_changed" ? event.to : event.type === "created" ? event.status : null,
    fromAmount: event.type === "amount_changed" ? event.from : null,
    toAmount: event.type === "amount_changed" ? event.to : event.type === "created" ? event.amount : null,
    effectiveOn: event.effectiveOn,
    actorId: event.actorId,
  });
  for (const handler of handlers) await handler(tx, event);
}
