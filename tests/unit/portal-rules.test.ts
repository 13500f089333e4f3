import { describe, expect, it } from 'vitest'
import { passwordStrength } from '#src/features/auth/password-strength.ts'
import { tryAgainIn } from '#src/lib/problem-sentence.ts'
import { fullName } from '#core/names.ts'
import { caseLocationName, waitingForFamily } from '#src/features/portal/case-summary.ts'
import { homeAfterSignIn, STUDIO_HOME } from '#contract/family-paths.ts'
import { afterSignIn, casePath, isOpenPortalPath, LOGIN_PATH, loginHref, PORTAL_HOME } from '#src/features/portal/paths.ts'

describe('portal paths', () => {
  it('knows the screens anyone may open (spec §2: login and password reset; and what a mail opens)', () => {
    for (const path of [
      '/family-portal/login',
      '/family-portal/password-reset',
      '/family-portal/password-reset/abc',
      '/Family-Portal/LOGIN',
      '/family-portal/invitation/tok',
      '/family-portal/sign-up/tok',
    ]) {
      expect(isOpenPortalPath(path)).toBe(true)
    }
    for (const path of [
      '/family-portal',
      '/family-portal/',
      '/family-portal/1101/walter-ellis',
      '/family-portal/loginx',
      '/family-portal/1101/login',
    ]) {
      expect(isOpenPortalPath(path)).toBe(false)
    }
  })

  it('leads back after sign-in only to a portal address, query kept', () => {
    expect(afterSignIn('/family-portal/1101/walter-ellis?tab=tasks')).toBe('/family-portal/1101/walter-ellis?tab=tasks')
    expect(afterSignIn('/family-portal')).toBe(PORTAL_HOME)
    // The studio signs in through the same page (issue 37).
    expect(afterSignIn('/studio/cases/new')).toBe('/studio/cases/new')
    expect(afterSignIn('/studiox')).toBe(PORTAL_HOME)
    for (const target of [
      undefined,
      3,
      '',
      'https://evil.example/family-portal',
      '//evil.example',
      '/family-portal\\@evil',
      '/blog',
      '/family-portal/login?redirect=/x',
      '/family-portalx',
    ]) {
      expect(afterSignIn(target)).toBe(PORTAL_HOME)
    }
  })

  it('leads staff who were going nowhere in particular to the studio, families to the portal', () => {
    expect(homeAfterSignIn(PORTAL_HOME, 'staff')).toBe(STUDIO_HOME)
    expect(homeAfterSignIn(PORTAL_HOME, 'family')).toBe(PORTAL_HOME)
    // A screen asked for is where both go.
    expect(homeAfterSignIn('/family-portal/1101/walter-ellis', 'staff')).toBe('/family-portal/1101/walter-ellis')
    expect(homeAfterSignIn('/studio/cases/new', 'family')).toBe('/studio/cases/new')
  })

  it('sends someone to the login page with where they were going', () => {
    expect(loginHref('/family-portal/1101/walter-ellis?x=1')).toBe(`${LOGIN_PATH}?redirect=%2Ffamily-portal%2F1101%2Fwalter-ellis%3Fx%3D1`)
    expect(loginHref('/family-portal')).toBe(LOGIN_PATH)
    expect(loginHref('https://evil.example')).toBe(LOGIN_PATH)
    expect(casePath(1101, 'walter-ellis')).toBe('/family-portal/1101/walter-ellis')
  })
})

describe('case summary', () => {
  const base = { openTasks: 3, totalTasks: 10, balanceDueCents: null, status: 'AT_NEED' as const }

  it('says what is waiting for the family: tasks, and money once the arrangement is submitted', () => {
    expect(waitingForFamily(base)).toEqual(['3 tasks to finish'])
    expect(waitingForFamily({ ...base, openTasks: 1, balanceDueCents: 123450 })).toEqual(['1 task to finish', '$1,234.50 left to pay'])
    expect(waitingForFamily({ ...base, openTasks: 0, balanceDueCents: 0 })).toEqual(['All tasks are done', 'Paid in full'])
    expect(waitingForFamily({ ...base, openTasks: 0, totalTasks: 0 })).toEqual(['Nothing is waiting for you yet'])
    expect(waitingForFamily({ ...base, openTasks: 0, totalTasks: 0, status: 'CLOSED' })).toEqual(['Nothing more is needed'])
  })

  it('writes the name in full and names the location', () => {
    expect(fullName({ firstName: 'Walter', middleName: 'James', lastName: 'Ellis' })).toBe('Walter James Ellis')
    expect(fullName({ firstName: 'Céline', middleName: null, lastName: 'Moreau' })).toBe('Céline Moreau')
    expect(caseLocationName([{ id: 101, name: 'Elm Street Chapel' }], 101)).toBe('Elm Street Chapel')
    expect(caseLocationName([], 101)).toBeUndefined()
  })
})

describe('sign-in helpers', () => {
  it('says when to try again from Retry-After', () => {
    const now = Date.parse('2026-11-27T12:00:00Z')
    expect(tryAgainIn('30', now)).toBe('Please try again in a minute.')
    expect(tryAgainIn('600', now)).toBe('Please try again in 10 minutes.')
    expect(tryAgainIn('7200', now)).toBe('Please try again in 2 hours.')
    expect(tryAgainIn('Fri, 27 Nov 2026 12:15:00 GMT', now)).toBe('Please try again in 15 minutes.')
    expect(tryAgainIn(undefined, now)).toBeUndefined()
    expect(tryAgainIn('soon', now)).toBeUndefined()
  })

  it('hints at a new password’s strength without refusing any the api takes', () => {
    expect(passwordStrength('short').level).toBe('too-short')
    expect(passwordStrength('aaaaaaaaaaaa').level).toBe('weak')
    expect(passwordStrength('maplegrove').level).toBe('weak')
    expect(passwordStrength('maplegrove52').level).toBe('fair')
    expect(passwordStrength('Maplegrove52').level).toBe('strong')
    expect(passwordStrength('blue kettle on the porch').level).toBe('strong')
    expect(passwordStrength('short').hint).toBe('Use at least 10 characters. A few words you will remember work well.')
  })
})

describe('sessionProblem', () => {
  it('says what the api refused in its words, a limit with when to try again, anything else calmly', async () => {
    const { ApiError } = await import('#contract/errors.ts')
    const { sessionProblem, SOMETHING_WENT_WRONG } = await import('#src/features/auth/problems.ts')
    const now = Date.parse('2026-11-27T12:00:00Z')
    expect(sessionProblem(new ApiError(401, undefined, { message: 'The email or password is incorrect' }), now)).toBe(
      'The email or password is incorrect',
    )
    expect(sessionProblem(new ApiError(429, undefined, { message: 'x', retryAfter: '600' }), now)).toBe(
      'Too many attempts. Please try again in 10 minutes.',
    )
    expect(sessionProblem(new ApiError(429), now)).toBe('Too many attempts. Please wait a few minutes and try again.')
    expect(sessionProblem(new ApiError(502), now)).toBe(SOMETHING_WENT_WRONG)
    expect(sessionProblem(new TypeError('Failed to fetch'), now)).toBe((await import('#src/lib/problem-sentence.ts')).SEEMS_OFFLINE)
  })
})
