/**
 * The security headers of every answer (pages, error pages, /api, Next's page data), in one place: the proxy
 * (src/proxy.ts) calls `securityHeaders` for each request it sees. Pure, so the policy is unit-tested as text.
 */

export interface SecurityHeaderInput {
  /** The request's path (no query). */
  pathname: string;
  /** A fresh random value for this request (see `newNonce`). */
  nonce: string;
  /** The public address (NEXTAUTH_URL), if configured: HSTS and upgrade-insecure-requests only when it is https. */
  appUrl?: string;
  /** `next dev`: its fast refresh evaluates code with eval(), which production never does. */
  development: boolean;
}

/**
 * The attachment route answers a PDF or an image `?inline=1` that the app itself shows in an <iframe> (the
 * preview dialog): it may be framed by this origin, never by another.
 */
const FRAMED_BY_SELF = /^\/api\/anexos\/[^/]+$/;

/** A base64 value of 128 random bits; Next reads it back from the CSP header and puts it on its <script> tags. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy({ pathname, nonce, appUrl, development }: SecurityHeaderInput): string {
  const directives = [
    "default-src 'self'",
    // Script files come from this origin (/_next/static; every answer here is nosniff, so no JSON or upload can
    // pass for a script). The nonce lets the one inline script each page has run: Turbopack's bootstrap, which
    // lists the page's chunks (and `next dev`'s refresh script). Every page is rendered per request for this,
    // the 404 and 500 pages included (see _app). Never 'unsafe-inline' for scripts.
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ""}`,
    // 'unsafe-inline' for styles only: React renders style="" attributes on the server (Radix positions its
    // popovers, menus and sliders with inline styles, Recharts sizes its SVG) and react-remove-scroll injects a
    // <style> element when a dialog locks the page scroll. A nonce here would make browsers ignore
    // 'unsafe-inline' and block those attributes. Styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // data: for the small SVG/PNG images written into the markup (avatar placeholders).
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The attachment preview frames /api/anexos/<id>?inline=1 (a PDF in the browser's viewer).
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${FRAMED_BY_SELF.test(pathname) ? "'self'" : "'none'"}`,
  ];
  if (isHttps(appUrl)) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Camera, microphone, location and the other device APIs: the back office uses none of them, so no page (nor
 * anything injected into one) may ask for them. Only features Chromium knows, or it logs an error per page.
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export function securityHeaders(input: SecurityHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(input),
    // For browsers without CSP frame-ancestors; the same rule.
    "x-frame-options": FRAMED_BY_SELF.test(input.pathname) ? "SAMEORIGIN" : "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    // A window this app opens to another site (or that opens it) cannot reach back into it.
    "cross-origin-opener-policy": "same-origin",
  };
  // Answers of the API carry the signed-in user's data (or a session, a CSRF token): never stored by the
  // browser's cache nor by a shared proxy. A route may still set a stricter header of its own after this.
  if (input.pathname === "/api" || input.pathname.startsWith("/api/")) headers["cache-control"] = "private, no-store";
  // HSTS only when the public address is https: on plain http the browser ignores it, and sent from a
  // test or intranet address it would pin a host name that may later need http.
  if (isHttps(input.appUrl)) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

function isHttps(url: string | undefined): boolean {
  return !!url && /^https:\/\//i.test(url.trim());
}
