import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ApiError, isApiError, orNotFound } from '#contract/errors.ts'

/** Issue 36 point 1: one check for the api's errors (decision 041), and a 404 as the caller says it. */

describe('isApiError', () => {
  it('is the api’s error, with one of the statuses when any are given', () => {
    const gone = new ApiError(404)
    expect(isApiError(gone)).toBe(true)
    expect(isApiError(gone, 404)).toBe(true)
    expect(isApiError(gone, 422, 404)).toBe(true)
    expect(isApiError(gone, 422)).toBe(false)
    expect(isApiError(new Error('404'), 404)).toBe(false)
    expect(isApiError({ statusCode: 404 }, 404)).toBe(false)
    expect(isApiError(undefined)).toBe(false)
  })
})

describe('orNotFound', () => {
  it('answers the read, or what a missing one means on a 404, and lets anything else fail', async () => {
    await expect(orNotFound(Promise.resolve('found'), () => null)).resolves.toBe('found')
    await expect(orNotFound(Promise.reject(new ApiError(404)), () => null)).resolves.toBeNull()
    await expect(orNotFound(Promise.reject(new ApiError(404)), async () => 'none yet')).resolves.toBe('none yet')
    await expect(orNotFound(Promise.reject(new ApiError(503)), () => null)).rejects.toMatchObject({ statusCode: 503 })
    const page = new Error('the 404 page')
    await expect(
      orNotFound(Promise.reject(new ApiError(404)), () => {
        throw page
      }),
    ).rejects.toBe(page)
  })
})

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the app checks the api’s errors one way', () => {
  it('no "instanceof ApiError && …statusCode" nor a hand-written 404 catch in src/', () => {
    const written = sources('src').filter((path) =>
      /instanceof ApiError\)? &&[^\n]*statusCode|instanceof ApiError\) \|\| error\.statusCode/.test(readFileSync(path, 'utf8')),
    )
    expect(written).toEqual([])
  })
})
