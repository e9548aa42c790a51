import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Debian's chromium-headless-shell first: the old headless shell Playwright itself uses for headless runs. On the same
// journeys it cost about 40 % less CPU than the full browser in headless mode (browser and GPU processes), and CPU is
// what the side-by-side shards of `npm test` share.
const systemChromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (p) => p && existsSync(p),
);

export default defineConfig({
  testDir: "e2e",
  // npm test runs the journeys in two shards side by side; each keeps its own artifacts.
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // 120 s, with 20 s per expectation: a journey waits on several route changes, each up to ~12 s on a loaded CI run.
  timeout: 120_000,
  // 20 s: on a loaded CI machine (steal time), a client route change to /leads was seen taking 10–12 s.
  expect: { timeout: 20_000 },
  forbidOnly: true,
  reporter: [["list"]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://localhost:3100",
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // No trace in CI: nobody can open a CI machine's trace files, and recording them (DOM snapshots and screencast
    // frames at every step) took a third of the journeys' CPU. On a failure the page's accessibility snapshot
    // (error-context.md) is still written, and `npm test` prints it at the end of its output.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
});
