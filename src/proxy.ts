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
  matcher: ["/((?!_next/static/|_next/image|favicon\\.svg$).*)"],
};
