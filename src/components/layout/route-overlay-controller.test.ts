import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRouteOverlayController, OVERLAY_HIDE_DELAY_MS, PREVIOUS_ROUTE_KEY, storePreviousRoute } from "./route-overlay-controller";

function setup(currentPath = "/clientes") {
  const visible: boolean[] = [];
  const store = new Map<string, string>();
  const logger = { error: vi.fn() };
  let path = currentPath;
  const controller = createRouteOverlayController({
    setVisible: (v) => visible.push(v),
    currentPath: () => path,
    storage: () => ({ setItem: (k: string, v: string) => void store.set(k, v) }),
    logger,
  });
  return { controller, visible, store, logger, go: (p: string) => (path = p) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("route-change overlay", () => {
  it("shows on start when the target path differs, and hides exactly 500 ms after completion", () => {
    const { controller, visible } = setup();
    controller.onStart("/vendas?pagina=2");
    expect(visible).toEqual([true]);
    controller.onComplete();
    vi.advanceTimersByTime(OVERLAY_HIDE_DELAY_MS - 1);
    expect(visible).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(visible).toEqual([true, false]);
    expect(OVERLAY_HIDE_DELAY_MS).toBe(500);
  });

  it("is not shown for the same path (query or hash changes only)", () => {
    const { controller, visible } = setup("/configuracoes/usuarios");
    controller.onStart("/configuracoes/usuarios?aba=equipes");
    controller.onStart("/configuracoes/usuarios#topo");
    expect(visible).toEqual([]);
  });

  it("hides exactly 500 ms after a failure, and logs the error", () => {
    const { controller, visible, logger } = setup();
    controller.onStart("/leads");
    const error = new Error("falhou");
    controller.onError(error, "/leads");
    expect(logger.error).toHaveBeenCalledWith("Erro ao mudar de rota:", "/leads", error);
    vi.advanceTimersByTime(499);
    expect(visible).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(visible).toEqual([true, false]);
  });

  it("a new navigation during the hide delay keeps the overlay up", () => {
    const { controller, visible } = setup();
    controller.onStart("/leads");
    controller.onComplete();
    vi.advanceTimersByTime(300);
    controller.onStart("/vendas");
    vi.advanceTimersByTime(300);
    expect(visible).toEqual([true, true]);
    controller.onComplete();
    vi.advanceTimersByTime(500);
    expect(visible).toEqual([true, true, false]);
  });

  it("stores the path being left under previousRoute on every start, even for the same path", () => {
    const { controller, store, go } = setup("/clientes");
    controller.onStart("/vendas");
    expect(store.get(PREVIOUS_ROUTE_KEY)).toBe("/clientes");
    go("/vendas?x=1");
    controller.onStart("/vendas?x=2");
    expect(store.get("previousRoute")).toBe("/vendas?x=1");
  });
});

describe("storePreviousRoute", () => {
  it("logs 'Falha ao salvar rota:' with the error and does not throw when storage fails", () => {
    const logger = { error: vi.fn() };
    const quota = new DOMException("cheio", "QuotaExceededError");
    expect(() => storePreviousRoute({ setItem: () => { throw quota; } }, "/x", logger)).not.toThrow();
    expect(logger.error).toHaveBeenCalledWith("Falha ao salvar rota:", quota);
  });

  it("logs when there is no storage at all", () => {
    const logger = { error: vi.fn() };
    storePreviousRoute(undefined, "/x", logger);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![0]).toBe("Falha ao salvar rota:");
  });
});
