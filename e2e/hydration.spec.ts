import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

// Issue 20 (Lighthouse on a phone): Next's pages router hydrates outside a transition, so React hydrates the whole
// page in one task that blocks the main thread (the largest share of the page's Total Blocking Time). The patch in
// patches/next+16.4.6.patch hydrates in a transition, as the app router does: React works in ~5 ms slices and
// lets other tasks (a tap, a network response) run in between.

test("the page hydrates in slices, with other tasks running in between", async ({ page }) => {
  await signIn(page, DEMO.admin);
  // A task posted again as soon as it runs, until hydration ends; Next marks where hydration begins and ends
  // (and clears the marks at once: an observer keeps them).
  await page.addInitScript(() => {
    const w = window as unknown as { __ticks: number[]; __marks: Record<string, number> };
    w.__ticks = [];
    w.__marks = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__marks[entry.name] ??= entry.startTime;
    }).observe({ type: "mark" });
    const channel = new MessageChannel();
    const giveUpAt = Date.now() + 20_000;
    channel.port1.onmessage = () => {
      w.__ticks.push(performance.now());
      if (w.__marks.afterHydrate === undefined && Date.now() < giveUpAt) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
  await page.goto("/leads/hoje");
  await page.waitForFunction(() => (window as unknown as { __marks: Record<string, number> }).__marks.afterHydrate !== undefined);
  const { between, hydrationMs } = await page.evaluate(() => {
    const w = window as unknown as { __ticks: number[]; __marks: Record<string, number> };
    const start = w.__marks.beforeRender!;
    const end = w.__marks.afterHydrate!;
    return { between: w.__ticks.filter((t) => t > start && t < end).length, hydrationMs: Math.round(end - start) };
  });
  // In one task, at most the task that starts it runs in between (measured: 1); in slices, one per slice (~20
  // for this page on the CI machine).
  expect(between, `tasks run while hydrating (${hydrationMs} ms)`).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
