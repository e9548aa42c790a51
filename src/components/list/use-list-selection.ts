import { useMemo, useState } from "react";
import type { CheckedState } from "~/components/ui/checkbox";
import { headerState, selectedAmong, toggleAllLoaded, toggleOne } from "./selection";

export interface ListSelection {
  /** Selected ids among the loaded rows, in list order. */
  ids: string[];
  count: number;
  isSelected: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  header: CheckedState;
  toggleAll: () => void;
  clear: () => void;
}

/**
 * Selection of a list's loaded rows. `resetKey` names the filters (e.g. the query string without
 * columns): when it changes the selection is cleared, so a bulk action never hits rows that the
 * user no longer sees.
 */
export function useListSelection(loaded: readonly string[], resetKey: string): ListSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    // Adjusting state while rendering (React's documented pattern) avoids a frame with a stale selection.
    setKey(resetKey);
    setSelected(new Set());
  }
  const ids = useMemo(() => selectedAmong(selected, loaded), [selected, loaded]);
  return {
    ids,
    count: ids.length,
    isSelected: (id) => selected.has(id),
    toggle: (id, on) => setSelected((s) => toggleOne(s, id, on)),
    header: headerState(selected, loaded),
    toggleAll: () => setSelected((s) => toggleAllLoaded(s, loaded)),
    clear: () => setSelected(new Set()),
  };
}
