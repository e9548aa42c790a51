/** Runs once when a server starts (Next.js instrumentation hook). */
export async function register(): Promise<void> {
  // The Node-only check lives in its own module so the Edge build never sees process.exit.
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./instrumentation-node");
}
