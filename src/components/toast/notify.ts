import { toast } from "react-toastify";

/** SPEC §9: toasts close by themselves after 5 s. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * The app's one way to tell the user something happened. Messages are already translated
 * (pass `t("…")`); they appear bottom-right, colored by kind.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
