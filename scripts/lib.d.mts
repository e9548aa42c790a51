import type { ChildProcess } from "node:child_process";

export const root: string;
export function run(cmd: string, args: string[], opts?: { env?: Record<string, string | undefined>; cwd?: string }): void;
export function newest(paths: string[]): number;
export function ensureInstall(): void;
export function buildIfStale(): void;
export function startServer(port: number, env?: Record<string, string | undefined>): ChildProcess;
export function stopServer(child: ChildProcess | undefined): void;
export function waitForServer(url: string, timeoutMs?: number): Promise<void>;
export const DEMO_PASSWORD: string;
export const DEMO_LOGINS: [string, string][];
