import { useSyncExternalStore } from "react";

const TICK_MS = 15_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(onTick: () => void): () => void {
  listeners.add(onTick);
  timer ??= setInterval(() => {
    for (const listener of listeners) listener();
  }, TICK_MS);
  return () => {
    listeners.delete(onTick);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current second: the same for every call within a render, a new value at each tick. */
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

/**
 * "Now" for a relative time in server-rendered HTML ("há 5 segundos", "criado há 3 horas"). While the server
 * renders and the browser hydrates, it is `renderedAt`: the dataUpdatedAt of the query the text comes from, which
 * the page's dehydrated state carries to the browser, so both write the same text (the browser's own clock, a
 * second or more later, made React throw #418 and render the page again). After that, the browser's clock,
 * re-read every 15 s so the text keeps up.
 */
export function useLiveNow(renderedAt: number): Date {
  const now = useSyncExternalStore(subscribe, currentSecond, () => null);
  return new Date(now ?? renderedAt);
}
