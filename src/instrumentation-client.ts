import { config } from "zod/v4/core";

// Runs in the browser before any page or schema module (Next's client instrumentation hook). zod 4 compiles
// object parsers with new Function() unless told not to, and probes for it with Function("") when the first
// z.object is built: under the Content-Security-Policy (no 'unsafe-eval', src/server/security-headers.ts) every
// page with a form reported that probe as a violation. Parsing in the browser is small; the server keeps the JIT.
config({ jitless: true });
