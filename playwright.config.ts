import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const systemChromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && existsSync(p));

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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
});
