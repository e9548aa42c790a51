/**
 * Only same-site paths are accepted as a place to return to after sign-in, so a crafted
 * link cannot send a user to another site. Sign-in pages never return to themselves.
 */
export function safeCallbackUrl(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== "string" || !value) return "/";
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (typeof window !== "undefined" && url.origin !== window.location.origin) return "/";
      path = url.pathname + url.search + url.hash;
    } catch {
      return "/";
    }
  }
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return "/";
  if (path.startsWith("/login") || path.startsWith("/api/auth") || path.startsWith("/auth/")) return "/";
  return path;
}
