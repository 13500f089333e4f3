/**
 * Our CSP has no 'unsafe-eval' (bff/secure-headers.ts). zod 4 decides at schema construction
 * whether to compile object parsers with `new Function`, probing once; a browser refuses the
 * probe and reports a CSP violation even though zod catches it. `jitless` skips the probe.
 * Imported first by src/start.ts, whose entry the client evaluates before any contract schema
 * is built (workerd needs none of this: zod skips the probe on Cloudflare by itself).
 *
 * Set without importing zod, so a page that never loads zod (a public page, issue 15) does not
 * ship it for this: zod keeps its config in `globalThis.__zod_globalConfig` and adopts the object
 * it finds there when it loads (tests/unit/zod-csp.test.ts holds zod to that).
 */
const ZOD_CONFIG = '__zod_globalConfig'
const holder = globalThis as unknown as Record<typeof ZOD_CONFIG, { jitless?: boolean } | undefined>
holder[ZOD_CONFIG] = { ...holder[ZOD_CONFIG], jitless: true }
