import { X } from "lucide-react";
import { ToastContainer, type CloseButtonProps } from "react-toastify";
import { useTranslations } from "use-intl";
import { TOAST_AUTO_CLOSE_MS } from "./notify";

/** App notifications (SPEC §2): bottom-right, colored, 5 s, close on click, pause on hover and on focus loss. */
export function AppToastContainer() {
  const t = useTranslations("common");
  return (
    <ToastContainer
      aria-label={t("notifications")}
      closeButton={({ closeToast, theme }: CloseButtonProps) => (
        <button type="button" aria-label={t("close")} onClick={closeToast} className={`Toastify__close-button Toastify__close-button--${theme}`}>
          <X aria-hidden className="size-4" />
        </button>
      )}
      position="bottom-right"
      theme="colored"
      autoClose={TOAST_AUTO_CLOSE_MS}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      newestOnTop
      limit={5}
    />
  );
}
