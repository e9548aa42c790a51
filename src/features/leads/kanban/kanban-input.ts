import type { ListFilter, ListSort } from "~/features/lists/list.schemas";
import type { ListUrlState } from "~/features/lists/url-state";
import { isOpenStatus, type LeadStatus } from "../lead-status";

export const KANBAN_PAGE = 20;

/** The board's own filters: the owner only ("f.ownerId.eq=<id>" or the pool, "f.ownerId.isEmpty=1"); a status filter makes no sense on it. */
export function kanbanFilters(state: Pick<ListUrlState, "filters">): ListFilter[] {
  const owner = state.filters.find((f) => f.field === "ownerId" && ((f.operand === "eq" && typeof f.value === "string") || f.operand === "isEmpty"));
  return owner ? [owner] : [];
}

/** Open columns read best by who is due first (leads_status_next_idx); the others by the newest. */
export function columnSort(status: LeadStatus): ListSort {
  return isOpenStatus(status) ? { field: "nextContactOn", dir: "asc" } : { field: "createdAt", dir: "desc" };
}

export function countsInput(state: Pick<ListUrlState, "filters" | "search">) {
  return { filters: kanbanFilters(state), search: state.search };
}

/** One column's first page (later pages by the cursor the infinite query adds). */
export function columnInput(state: Pick<ListUrlState, "filters" | "search">, status: LeadStatus) {
  return {
    filters: [...kanbanFilters(state), { field: "status", operand: "eq" as const, value: status }],
    sort: columnSort(status),
    search: state.search,
    limit: KANBAN_PAGE,
  };
}

/** Owner filter as one select value: "" everyone, "pool" the unassigned, else a user id. */
export function ownerChoice(state: Pick<ListUrlState, "filters">): string {
  const owner = kanbanFilters(state)[0];
  if (!owner) return "";
  return owner.operand === "isEmpty" ? "pool" : String(owner.value);
}

export function ownerFilters(choice: string): ListFilter[] {
  if (!choice) return [];
  return [choice === "pool" ? { field: "ownerId", operand: "isEmpty" } : { field: "ownerId", operand: "eq", value: choice }];
}
