import { useSyncExternalStore } from "react";
import type * as ReactToastify from "react-toastify";

/** SPEC §9: toasts close by themselves after 5 s. */
export const TOAST_AUTO_CLOSE_MS = 5000;

type Toastify = typeof ReactToastify;

/**
 * react-toastify arrives with the first toast, not with every page (issue 20): evaluating its module injects its
 * stylesheet, and the page's style recalculation that follows was a long task of every first load on a phone.
 * A toast asked for before the container has mounted waits in the library's own queue and shows when it mounts.
 */
let toastify: Promise<Toastify> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  toastify ??= import("react-toastify").then((module) => {
    wanted = true;
    for (const listener of listeners) listener();
    return module;
  });
  return toastify;
}

/** Whether any toast was asked for yet: the container (app-toasts.tsx) mounts from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/**
 * The app's one way to tell the user something happened. Messages are already translated
 * (pass `t("…")`); they appear bottom-right, colored by kind.
 */
export const notify = {
  success: (message: string) => void loadToastify().then(({ toast }) => toast.success(message)),
  error: (message: string) => void loadToastify().then(({ toast }) => toast.error(message)),
  info: (message: string) => void loadToastify().then(({ toast }) => toast.info(message)),
};
