import { loadToastify, TOAST_AUTO_CLOSE_MS } from "~/components/toast/notify";

/**
 * A success toast with an "Desfazer" button (e.g. after a bulk delete). Clicking the text does not
 * close it (only the button or the ×), so the undo cannot be dismissed by accident.
 */
export function notifyWithUndo(message: string, undoLabel: string, onUndo: () => void) {
  void loadToastify().then(({ toast }) => toast.success(
    ({ closeToast }) => (
      <span className="flex flex-wrap items-center gap-3">
        <span>{message}</span>
        <button
          type="button"
          className="rounded-md border border-current px-2 py-0.5 text-sm font-semibold hover:bg-white/15"
          onClick={() => {
            closeToast();
            onUndo();
          }}
        >
          {undoLabel}
        </button>
      </span>
    ),
    { closeOnClick: false, autoClose: TOAST_AUTO_CLOSE_MS * 2 },
  ));
}
