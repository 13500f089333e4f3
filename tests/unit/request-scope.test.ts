import { afterEach, describe, expect, it, vi } from 'vitest'
import { keep, kept, remember } from '#src/lib/request-scope.ts'

afterEach(() => vi.useRealTimers())

describe('what a page load keeps (request scope)', () => {
  it('makes a value once and hands the same one back', () => {
    const make = vi.fn<() => { made: boolean }>(() => ({ made: true }))
    const first = keep('scope-test:once', make)
    expect(keep('scope-test:once', make)).toBe(first)
    expect(make).toHaveBeenCalledOnce()
    expect(kept('scope-test:once')).toBe(first)
  })

  it('makes it again once it is older than maxAgeMs', () => {
    vi.useFakeTimers()
    const make = vi.fn<() => number>(() => Date.now())
    keep('scope-test:age', make, 60_000)
    vi.advanceTimersByTime(30_000)
    keep('scope-test:age', make, 60_000)
    expect(make).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(31_000)
    keep('scope-test:age', make, 60_000)
    expect(make).toHaveBeenCalledTimes(2)
  })

  it('does not keep a promise that failed: the next call tries again', async () => {
    const failing = keep('scope-test:fail', () => Promise.reject(new Error('upstream down')))
    await expect(failing).rejects.toThrow('upstream down')
    expect(kept('scope-test:fail')).toBeUndefined()
    await expect(keep('scope-test:fail', () => Promise.resolve('second try'))).resolves.toBe('second try')
  })

  it('remember puts a value at hand under a key, replacing what was there', () => {
    keep('scope-test:remember', () => 'made')
    remember('scope-test:remember', 'from the page')
    expect(keep('scope-test:remember', () => 'made again')).toBe('from the page')
  })
})
