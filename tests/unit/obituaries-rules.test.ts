import { describe, expect, it } from 'vitest'
import { HONEYPOT_ANSWER, assertWallAccepts, posterHash } from '#api/src/obituaries/memories.ts'
import { zonedTime } from '#core/zoned-time.ts'
import { ApiError } from '#contract/errors.ts'
import { MEMORY_MESSAGES, PostMemoryBodySchema } from '#contract/obituaries.ts'

describe('posterHash', () => {
  it('never holds the address and differs per funeral home', async () => {
    const a = await posterHash('203.0.113.9', 1)
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(a).not.toContain('203')
    expect(await posterHash('203.0.113.9', 2)).not.toBe(a)
    expect(await posterHash('203.0.113.9', 1)).toBe(a)
  })
})

describe('assertWallAccepts', () => {
  const wall = { open: true, moderation: 'review', allowPhotos: true } as const
  it('passes an open wall, with or without a photo when photos are allowed', () => {
    expect(() => assertWallAccepts(wall, true)).not.toThrow()
  })

  it('422s a closed wall form-wide and a photo where photos are not taken on its field', () => {
    const closed = catchError(() => assertWallAccepts({ ...wall, open: false }, false))
    expect(closed.statusCode).toBe(422)
    expect(closed.errors).toEqual({ '': MEMORY_MESSAGES.wallClosed })
    const noPhotos = catchError(() => assertWallAccepts({ ...wall, allowPhotos: false }, true, 'file'))
    expect(noPhotos.errors).toEqual({ file: MEMORY_MESSAGES.photosNotAllowed })
    expect(() => assertWallAccepts({ ...wall, allowPhotos: false }, false)).not.toThrow()
  })
})

function catchError(fn: () => void): ApiError {
  try {
    fn()
  } catch (error) {
    if (error instanceof ApiError) return error
  }
  throw new Error('expected an ApiError')
}

describe('the honeypot answer', () => {
  it('looks exactly like a memory held for review', () => {
    expect(HONEYPOT_ANSWER).toEqual({ status: 'pending', message: MEMORY_MESSAGES.held, memory: null })
  })
})

describe('PostMemoryBodySchema', () => {
  it('trims, accepts a blank email, and keeps HTML as text', () => {
    const body = PostMemoryBodySchema.parse({ name: '  Ann  ', email: '', text: ' <b>hi</b> ' })
    expect(body).toEqual({ name: 'Ann', email: '', text: '<b>hi</b>' })
  })

  it('rejects a bad email and overlong text', () => {
    expect(PostMemoryBodySchema.safeParse({ name: 'Ann', email: 'x@', text: 'hi' }).success).toBe(false)
    expect(PostMemoryBodySchema.safeParse({ name: 'Ann', text: 'x'.repeat(2001) }).success).toBe(false)
  })
})

describe('zonedTime', () => {
  it('turns a wall-clock time in a zone into the UTC instant, across daylight saving', () => {
    expect(zonedTime('2026-11-27', 10, 30, 'America/Chicago')).toBe('2026-11-27T16:30:00.000Z')
    expect(zonedTime('2026-07-04', 10, 30, 'America/Chicago')).toBe('2026-07-04T15:30:00.000Z')
    expect(zonedTime('2026-11-27', 14, 0, 'America/New_York')).toBe('2026-11-27T19:00:00.000Z')
    expect(zonedTime('2026-03-08', 12, 0, 'America/New_York')).toBe('2026-03-08T16:00:00.000Z')
    expect(zonedTime('2026-01-01', 0, 0, 'UTC')).toBe('2026-01-01T00:00:00.000Z')
  })
})
