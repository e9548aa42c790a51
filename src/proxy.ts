import { NextResponse, type NextRequest } from "next/server";
import { newNonce, securityHeaders } from "~/server/security-headers";

/**
 * Every page, error page, page-data request and API answer passes here once, to get the security headers
 * (src/server/security-headers.ts). The CSP also goes on the request: Next's pages renderer reads the nonce
 * from the request's Content-Security-Policy header and hands it to _document, which puts it on the scripts.
 */
export function proxy(request: NextRequest) {
  const headers = securityHeaders({
    pathname: request.nextUrl.pathname,
    nonce: newNonce(),
    appUrl: process.env.NEXTAUTH_URL,
    development: process.env.NODE_ENV === "development",
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", headers["content-security-policy"]!);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Not the build's static files (content-hashed, cached for a year as Next sends them) nor the favicon.
  // Nor the routes that take a file as their body (imports, attachments, partner statements): for any request it
  // sees, Next copies the body into memory for the proxy and hands the route only the first 10 MB of it
  // (proxyClientMaxBodySize), so a 15 MB attachment was stored cut and a 12 MB import lost its last rows. Those
  // routes stream their body under their own limits and get these same headers from apiRoute.
  matcher: ["/((?!_next/static/|_next/image|favicon\\.svg$|api/import/|api/anexos$|api/comissoes/conciliacao$).*)"],
};
