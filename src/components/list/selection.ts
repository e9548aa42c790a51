import type { CheckedState } from "~/components/ui/checkbox";

/**
 * The selection of a list, as a pure model: ids of rows, only ever among the rows loaded on the
 * page (a row that leaves the list, e.g. after a delete, leaves the selection too).
 */

/** The selected ids that are still loaded, in the list's order. */
export function selectedAmong(selected: ReadonlySet<string>, loaded: readonly string[]): string[] {
  return loaded.filter((id) => selected.has(id));
}

export function toggleOne(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The header checkbox: every loaded row selected, some (indeterminate), or none. */
export function headerState(selected: ReadonlySet<string>, loaded: readonly string[]): CheckedState {
  const count = selectedAmong(selected, loaded).length;
  if (count === 0) return false;
  return count === loaded.length ? true : "indeterminate";
}

/** Clicking the header: selects every loaded row unless all are already selected (then none). */
export function toggleAllLoaded(selected: ReadonlySet<string>, loaded: readonly string[]): Set<string> {
  return headerState(selected, loaded) === true ? new Set() : new Set(loaded);
}
