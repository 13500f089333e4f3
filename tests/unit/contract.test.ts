import { describe, expect, it } from 'vitest'
import { ApiError, STATUS_MESSAGES } from '#contract/errors.ts'
import { hostName, isTimeZone } from '#contract/headers.ts'
import { DesignSchema, WebsiteContextSchema } from '#contract/website.ts'
import { demoCompanies } from '#api/seed/demo.ts'

describe('status messages (spec §8)', () => {
  it('are the catalogue wording', () => {
    expect(STATUS_MESSAGES).toEqual({
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      422: 'Unprocessable Content',
      500: 'Internal Server Error',
      502: 'Bad Gateway',
      503: 'Service Unavailable',
    })
    expect(new ApiError(422).toBody()).toEqual({ statusCode: 422, statusMessage: 'Unprocessable Content' })
    expect(new ApiError(404)).toBeInstanceOf(ApiError)
  })
})

describe('tenant host', () => {
  it('drops the port and case', () => {
    expect(hostName('Harbor.Localhost:8787')).toBe('harbor.localhost')
    expect(hostName('localhost')).toBe('localhost')
    expect(hostName('[::1]:8787')).toBe('[::1]')
  })
})

describe('time zones', () => {
  it('accepts IANA zones only', () => {
    expect(isTimeZone('America/Chicago')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone(null)).toBe(false)
  })
})

describe('website context schema', () => {
  it('accepts only hex colours, so a design cannot inject CSS', () => {
    expect(
      DesignSchema.safeParse({ colorText: 'red; background: url(x)', buttonCorners: 'Square', secondaryButtonCorners: 'Square' }).success,
    ).toBe(false)
  })

  it('defaults locations to an empty list', () => {
    const [company] = demoCompanies()
    const context = WebsiteContextSchema.parse({
      ...company!.approved,
      company: { name: 'A', phoneNumber: null, logoUrl: null, timeZone: 'UTC' },
    })
    expect(context.locations).toEqual([])
  })
})
