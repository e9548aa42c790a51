import type { ChildProcess } from "node:child_process";

export const root: string;
export function run(cmd: string, args: string[], opts?: { env?: Record<string, string | undefined>; cwd?: string }): void;
/** Runs the commands at once ([label, cmd, args]), each one's output shown whole when it ends; exits if any failed. */
export function runTogether(commands: [string, string, string[]][]): Promise<void>;
export function newest(paths: string[]): number;
export function ensureInstall(): void;
export function buildIfStale(): void;
export function startServer(port: number, env?: Record<string, string | undefined>): ChildProcess;
export function stopServer(child: ChildProcess | undefined): void;
export function waitForServer(url: string, timeoutMs?: number): Promise<void>;
export const DEMO_PASSWORD: string;
export const DEMO_LOGINS: [string, string][];
