import { createMiddleware } from 'hono/factory'
import { HEADER_TIME_ZONE, isTimeZone } from '#contract/headers.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** The zone dates and times are shown in: the caller's, else the funeral home's own. */
    timeZone: string
  }
}

/** The caller's X-TimeZone when it is a valid IANA zone, otherwise the company's default. */
export function resolveTimeZone(header: string | null | undefined, companyTimeZone: string): string {
  return isTimeZone(header) ? header : companyTimeZone
}

/** After `tenant`: sets `c.var.timeZone` for every route. */
export const timeZone = createMiddleware(async function timeZone(c, next) {
  c.set('timeZone', resolveTimeZone(c.req.header(HEADER_TIME_ZONE), c.var.company.timeZone))
  await next()
})
