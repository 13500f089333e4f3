import { describe, expect, it } from 'vitest'
import { ApiError } from '#contract/errors.ts'
import { CancelError } from '#core/http/errors.ts'
import { sessionProblem } from '#src/features/auth/problems.ts'
import {
  NetworkError,
  SEEMS_OFFLINE,
  SOMETHING_WENT_WRONG,
  isChunkLoadError,
  isNetworkError,
  problemSentence,
} from '#src/lib/problem-sentence.ts'

const online = false
const offline = true
const now = Date.parse('2026-12-02T09:00:00Z')

describe('problemSentence: one sentence for every failed call (issue 34 §4)', () => {
  it('says the device seems offline and nothing was changed for a call that never reached the server, in every browser’s words', () => {
    for (const error of [
      new NetworkError(),
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new TypeError('Load failed'),
      new TypeError('Failed to fetch dynamically imported module: http://localhost:8787/assets/task-abc.js'),
      new TypeError('error loading dynamically imported module: http://localhost:8787/assets/task-abc.js'),
      new TypeError('Importing a module script failed.'),
    ]) {
      expect(problemSentence(error, now, online)).toBe(SEEMS_OFFLINE)
    }
    expect(SEEMS_OFFLINE).toBe('Your device seems to be offline, so nothing was changed. Please check your connection and try again.')
  })

  it('reads any failure but an answer as offline while the browser says it is', () => {
    expect(problemSentence(new Error('whatever the client threw'), now, offline)).toBe(SEEMS_OFFLINE)
    expect(problemSentence(new Error('whatever the client threw'), now, online)).toBe(SOMETHING_WENT_WRONG)
    // An answer did reach the server: its words, even offline by now.
    expect(problemSentence(new ApiError(422, undefined, { message: 'The task is already completed' }), now, offline)).toBe(
      'The task is already completed',
    )
  })

  it('keeps the api’s words, the limit with when to try again, and the calm default', () => {
    expect(problemSentence(new ApiError(401, undefined, { message: 'The email or password is incorrect' }), now, online)).toBe(
      'The email or password is incorrect',
    )
    expect(problemSentence(new ApiError(429, undefined, { retryAfter: '600' }), now, online)).toBe(
      'Too many attempts. Please try again in 10 minutes.',
    )
    expect(problemSentence(new ApiError(500, undefined, { message: 'stack trace' }), now, online)).toBe(SOMETHING_WENT_WRONG)
    expect(problemSentence('a string', now, online)).toBe(SOMETHING_WENT_WRONG)
  })

  it('is the sentence every portal form shows (sessionProblem) and the editor’s, never "Failed to fetch"', () => {
    expect(sessionProblem(new TypeError('Failed to fetch'), now)).toBe(SEEMS_OFFLINE)
    expect(problemSentence(new TypeError('Failed to fetch'), now, online)).not.toContain('Failed to fetch')
  })

  it('tells a call that never left from one the caller cancelled, and a chunk from a call', () => {
    expect(isNetworkError(new CancelError(), offline)).toBe(false)
    expect(isNetworkError(new ApiError(503), offline)).toBe(false)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
  })
})
