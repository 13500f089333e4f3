import { describe, expect, it } from 'vitest'
import { ApiError } from '#contract/errors.ts'
import { isBot, rootErrorHandling } from '#src/lib/bots.ts'
import { crawlerErrorLog } from '#src/lib/crawler-error-log.ts'

describe('crawler user agents (spec §9)', () => {
  it('covers bots, lighthouse, facebook external hit and google', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Google-InspectionTool/1.0',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    ]) {
      expect({ ua, bot: isBot(ua) }).toEqual({ ua, bot: true })
    }
  })

  it('leaves people’s browsers alone', () => {
    expect(
      isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe(false)
    expect(isBot('')).toBe(false)
    expect(isBot(undefined)).toBe(false)
  })
})

describe('errors reaching the root (spec §2)', () => {
  it('replace the app with the error page for people, and are only logged for crawlers', () => {
    expect(rootErrorHandling(false)).toBe('error-page')
    expect(rootErrorHandling(true)).toBe('log-only')
    expect(rootErrorHandling(isBot('Googlebot'))).toBe('log-only')
  })

  it('log the status, the path and the message', () => {
    expect(crawlerErrorLog(new ApiError(404), '/', 404)).toBe('root error for a crawler (not shown): 404 at / – 404 Not Found')
    expect(crawlerErrorLog('boom', '/x', undefined)).toBe('root error for a crawler (not shown): no status at /x – boom')
    expect(crawlerErrorLog({}, '/x', 500)).toBe('root error for a crawler (not shown): 500 at /x')
    // A token in the path never reaches the log (core/log-redaction.ts).
    expect(crawlerErrorLog({}, '/family-portal/invitation/secret-token', 502)).toBe(
      'root error for a crawler (not shown): 502 at /family-portal/invitation/[redacted]',
    )
  })
})
