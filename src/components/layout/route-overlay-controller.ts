/** SPEC §2/§9: the overlay hides this long after a route change completes or fails. */
export const OVERLAY_HIDE_DELAY_MS = 500;
/** SPEC §9: session-storage key holding the path the user navigated away from. */
export const PREVIOUS_ROUTE_KEY = "previousRoute";

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

type Logger = Pick<Console, "error">;

/** Stores the path being left; a failure (quota, privacy mode) is logged and never thrown. */
export function storePreviousRoute(storage: Pick<Storage, "setItem"> | undefined, path: string, logger: Logger = console): void {
  try {
    if (!storage) throw new Error("sessionStorage indisponível");
    storage.setItem(PREVIOUS_ROUTE_KEY, path);
  } catch (error) {
    logger.error("Falha ao salvar rota:", error);
  }
}

export interface RouteOverlayDeps {
  setVisible: (visible: boolean) => void;
  currentPath: () => string;
  storage: () => Pick<Storage, "setItem"> | undefined;
  logger?: Logger;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

/**
 * The route-change overlay's rules, free of React and of the router so they can be tested
 * with fake timers: shown at start only when the target path differs from the current one
 * (a query-only change such as a tab switch shows nothing); hidden 500 ms after completion or
 * failure; a failure is logged.
 */
export function createRouteOverlayController(deps: RouteOverlayDeps) {
  const logger = deps.logger ?? console;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  let hideTimer: unknown = null;

  const cancelHide = () => {
    if (hideTimer !== null) clearTimer(hideTimer);
    hideTimer = null;
  };
  const scheduleHide = () => {
    cancelHide();
    hideTimer = setTimer(() => {
      hideTimer = null;
      deps.setVisible(false);
    }, OVERLAY_HIDE_DELAY_MS);
  };

  return {
    onStart(url: string) {
      const current = deps.currentPath();
      storePreviousRoute(deps.storage(), current, logger);
      if (pathOf(url) !== pathOf(current)) {
        cancelHide();
        deps.setVisible(true);
      }
    },
    onComplete() {
      scheduleHide();
    },
    onError(error: unknown, url: string) {
      logger.error("Erro ao mudar de rota:", url, error);
      scheduleHide();
    },
    dispose: cancelHide,
  };
}
