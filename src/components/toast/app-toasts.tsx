import { ToastContainer } from "react-toastify";
import { TOAST_AUTO_CLOSE_MS } from "./notify";

/** App notifications (SPEC §2): bottom-right, colored, 5 s, close on click, pause on hover and on focus loss. */
export function AppToasts() {
  return (
    <ToastContainer
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
