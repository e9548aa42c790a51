import type { ReactNode } from "react";
import type { ListColumns } from "~/features/lists/list.schemas";

/**
 * Columns of a list table, declared once (key, label, cell) so the column picker can hide and
 * reorder them. The user's choice travels in the URL as `cols` (see url-state.ts); these pure
 * helpers reconcile it with the declared columns, which may have changed since it was saved.
 */
export interface ListColumn<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Always shown (e.g. the name that links to the row); cannot be hidden. */
  required?: boolean;
  /** Hidden until the user turns it on. */
  defaultHidden?: boolean;
  headClassName?: string;
  cellClassName?: string;
  /**
   * Its place on the card a row becomes below `md`: the card's title (default: the first required column),
   * the badge beside it, or left off the card (secondary fields). Anything else is a labelled field.
   */
  card?: "title" | "badge" | "hidden";
}

type ColumnDecl = Pick<ListColumn<unknown>, "key" | "required" | "defaultHidden">;

export interface ResolvedColumns {
  /** Every declared key, in the user's order (new or unknown-to-the-state columns at their declared place). */
  order: string[];
  visible: ReadonlySet<string>;
}

/** The user's order and visibility applied to the declared columns; unknown keys are dropped. */
export function resolveColumns(decls: readonly ColumnDecl[], state: ListColumns | null): ResolvedColumns {
  const known = new Map(decls.map((d) => [d.key, d]));
  if (!state) {
    return { order: decls.map((d) => d.key), visible: new Set(decls.filter((d) => d.required || !d.defaultHidden).map((d) => d.key)) };
  }
  const order = state.order.filter((k, i) => known.has(k) && state.order.indexOf(k) === i);
  // A column the saved state does not know (added later) goes back to its declared neighbourhood.
  // A column the saved state does not know (added later) goes right after the last-placed of the
  // columns declared before it (declarations are walked in order, so those are all placed by then).
  decls.forEach((d, i) => {
    if (order.includes(d.key)) return;
    const after = Math.max(-1, ...decls.slice(0, i).map((x) => order.indexOf(x.key)));
    order.splice(after + 1, 0, d.key);
  });
  const stated = new Set(state.order);
  const shown = new Set(state.visible);
  const visible = new Set(order.filter((k) => known.get(k)!.required || shown.has(k) || (!stated.has(k) && !known.get(k)!.defaultHidden)));
  return { order, visible };
}

/** The columns to render, in order. */
export function visibleColumns<C extends ColumnDecl>(decls: readonly C[], state: ListColumns | null): C[] {
  const { order, visible } = resolveColumns(decls, state);
  const byKey = new Map(decls.map((d) => [d.key, d]));
  return order.filter((k) => visible.has(k)).map((k) => byKey.get(k)!);
}

function toState(order: string[], visible: ReadonlySet<string>): ListColumns {
  return { order, visible: order.filter((k) => visible.has(k)) };
}

/** Shows or hides one column (required columns stay visible). */
export function toggleColumn(decls: readonly ColumnDecl[], state: ListColumns | null, key: string, show: boolean): ListColumns {
  const { order, visible } = resolveColumns(decls, state);
  const next = new Set(visible);
  if (show || decls.find((d) => d.key === key)?.required) next.add(key);
  else next.delete(key);
  return toState(order, next);
}

/** Moves one column `delta` places (-1 up/left, +1 down/right), clamped to the ends. */
export function moveColumn(decls: readonly ColumnDecl[], state: ListColumns | null, key: string, delta: number): ListColumns {
  const { order, visible } = resolveColumns(decls, state);
  const from = order.indexOf(key);
  if (from < 0) return toState(order, visible);
  const to = Math.max(0, Math.min(order.length - 1, from + delta));
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, key);
  return toState(next, visible);
}

/** True when the state shows the declared columns, in the declared order (so `cols` can go). */
export function isDefaultColumns(decls: readonly ColumnDecl[], state: ListColumns | null): boolean {
  if (!state) return true;
  const current = resolveColumns(decls, state);
  const initial = resolveColumns(decls, null);
  return current.order.join() === initial.order.join() && [...current.visible].sort().join() === [...initial.visible].sort().join();
}
