import { useEffect, useRef } from "react";

/**
 * Guards a confirm button against a double click: `pending` (a mutation's isPending) only turns true on the
 * next render, so a second click in the same frame would still see false. The guard is a ref, set by the
 * first call and released when the work ends (`pending` back to false), when the dialog opens again, or at
 * once when `run` answers false (it started nothing, e.g. a field is invalid).
 */
export function useSubmitOnce(pending: boolean, open: boolean) {
  const submitted = useRef(false);
  useEffect(() => {
    if (!pending) submitted.current = false;
  }, [pending, open]);
  return (run: () => boolean | void) => {
    if (pending || submitted.current) return;
    submitted.current = true;
    if (run() === false) submitted.current = false;
  };
}
