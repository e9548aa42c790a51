// Runs in the browser before any page or schema module (Next's client instrumentation hook). zod 4 compiles
// object parsers with new Function() unless told not to, and probes for it with Function("") when the first
// z.object is built: under the Content-Security-Policy (no 'unsafe-eval', src/server/security-headers.ts) every
// page with a form reported that probe as a violation. Parsing in the browser is small; the server keeps the JIT.
//
// zod keeps that setting in globalThis.__zod_globalConfig and adopts an object already there (zod/v4/core/core.js;
// instrumentation-client.test.ts checks it still does). Setting it directly instead of through zod's config()
// keeps zod's core out of the pages that have no schema (issue 20).
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
