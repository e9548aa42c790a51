import dynamic from "next/dynamic";
import { useToastsWanted } from "./notify";

// Fetched with the first toast (notify.ts): react-toastify is not part of a page's first load.
const AppToastContainer = dynamic(() => import("./toast-container").then((m) => m.AppToastContainer), { ssr: false });

/** The toasts' container, mounted from the first toast on (it stays, so later toasts show at once). */
export function AppToasts() {
  return useToastsWanted() ? <AppToastContainer /> : null;
}
