import { describe, expect, it } from 'vitest'
import { ApiError } from '#contract/errors.ts'
import { errorPageContent } from '#src/lib/error-page.ts'

const UNAVAILABLE = "The page you're looking for is temporarily unavailable. Please try again later."

describe('error page wording (spec §2)', () => {
  it('describes a 404', () => {
    expect(errorPageContent(new ApiError(404))).toEqual({
      statusCode: 404,
      title: '404 - Page Not Found',
      heading: "Sorry, we can't find that page",
      text: "The page you're looking for might have been removed, or it could be an old link.",
    })
    expect(errorPageContent({ isNotFound: true }).title).toBe('404 - Page Not Found')
  })

  it('titles other errors with the code and its status message', () => {
    expect(errorPageContent(new ApiError(502))).toMatchObject({ title: '502 - Bad Gateway', text: UNAVAILABLE })
    expect(errorPageContent(new ApiError(503)).title).toBe('503 - Service Unavailable')
    expect(errorPageContent({ statusCode: 500, statusMessage: 'Internal Server Error' }).title).toBe('500 - Internal Server Error')
  })

  it("falls back to 'code - Error' without a message, and 'There was an error' without a status", () => {
    expect(errorPageContent({ statusCode: 418 })).toMatchObject({ title: '418 - Error', text: UNAVAILABLE })
    expect(errorPageContent(new Error('boom'))).toMatchObject({ title: 'There was an error', text: UNAVAILABLE })
    expect(errorPageContent(undefined)).toMatchObject({ title: 'There was an error', text: UNAVAILABLE })
  })
})
