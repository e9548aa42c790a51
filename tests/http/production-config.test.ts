import { spawn } from "node:child_process";
import { expect, it } from "vitest";

function startAndWaitForExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["next", "start", "-p", "3199"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

it("a production deployment without NEXTAUTH_SECRET and NEXTAUTH_URL refuses to start, saying why", async () => {
  const { code, output } = await startAndWaitForExit({
    NODE_ENV: "production",
    DATABASE_URL: "postgres://postgres@127.0.0.1:5432/nao_usado",
    NEXTAUTH_SECRET: "",
    NEXTAUTH_URL: "",
  });
  expect(code).not.toBe(0);
  expect(output).toContain("NEXTAUTH_SECRET é obrigatório em produção");
  expect(output).toContain("NEXTAUTH_URL é obrigatório em produção");
}, 90_000);
