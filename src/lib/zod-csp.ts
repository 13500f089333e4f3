import { z } from 'zod'

/**
 * Our CSP has no 'unsafe-eval' (bff/secure-headers.ts). zod 4 decides at schema construction
 * whether to compile object parsers with `new Function`, probing once; a browser refuses the
 * probe and reports a CSP violation even though zod catches it. `jitless` skips the probe.
 * Imported first by src/start.ts, whose entry the client evaluates before any contract schema
 * is built (workerd needs none of this: zod skips the probe on Cloudflare by itself).
 */
z.config({ jitless: true })
