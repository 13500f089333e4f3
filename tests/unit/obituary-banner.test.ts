import { describe, expect, it } from 'vitest'
import { BANNER_NOT_WIDE, bannerProblem } from '#contract/obituary-banner.ts'

describe('the obituary banner is a wide picture (decision 059)', () => {
  it('takes a picture wider than it is tall', () => {
    expect(bannerProblem({ width: 1200, height: 400 })).toBeUndefined()
    expect(bannerProblem({ width: 401, height: 400 })).toBeUndefined()
  })

  it('refuses a tall or square picture in a plain sentence', () => {
    expect(bannerProblem({ width: 300, height: 400 })).toBe(BANNER_NOT_WIDE)
    expect(bannerProblem({ width: 500, height: 500 })).toBe(BANNER_NOT_WIDE)
  })

  it('refuses a picture whose size is not known', () => {
    expect(bannerProblem({ width: null, height: 400 })).toBe(BANNER_NOT_WIDE)
    expect(bannerProblem({ width: 1200, height: null })).toBe(BANNER_NOT_WIDE)
    expect(bannerProblem(undefined)).toBe(BANNER_NOT_WIDE)
  })
})
