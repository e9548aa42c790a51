/** A page's getServerSideProps slower than this is logged (its phases too), so a stalled page can be traced. */
export const SLOW_PAGE_MS = 3000;

export interface PagePhases {
  /** Reading the session (the JWT and the user's row). */
  sessionMs: number;
  /** The page's own redirect check and tRPC prefetch. */
  dataMs: number;
  totalMs: number;
}

/**
 * The log entry of a slow page, or null when it was quick. The path goes without its query: a list's search
 * ("?q=…") may hold a name or a CPF, which never goes to a log.
 */
export function slowPageEntry(resolvedUrl: string, phases: PagePhases, limitMs = SLOW_PAGE_MS): { page: string } & PagePhases | null {
  if (phases.totalMs < limitMs) return null;
  const page = resolvedUrl.split(/[?#]/, 1)[0] || "/";
  const round = (ms: number) => Math.round(ms);
  return { page, sessionMs: round(phases.sessionMs), dataMs: round(phases.dataMs), totalMs: round(phases.totalMs) };
}
