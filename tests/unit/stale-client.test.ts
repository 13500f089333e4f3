// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isAnotherBuild, OWN_BUILD } from '#src/lib/deployed-build.ts'
import { reloadWhenStale } from '#src/lib/stale-client.ts'

/** The deployed build the BFF answers (contract/build.ts), as the stubbed fetch gives it. */
let deployed: string | undefined
let stop: () => void = () => {}

beforeEach(() => {
  sessionStorage.clear()
  deployed = undefined
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (deployed === undefined ? new Response('down', { status: 502 }) : Response.json({ build: deployed }))),
  )
})

afterEach(() => {
  stop()
  vi.unstubAllGlobals()
})

/** Vite's event for a code file that did not load (a route's or a form's chunk). */
async function chunkFails(): Promise<void> {
  window.dispatchEvent(new Event('vite:preloadError'))
  // The listener asks the BFF, then decides.
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('a page left open across a deploy', () => {
  it('knows its own build, and another one when it sees it', () => {
    expect(OWN_BUILD).toBe('unit-test-build')
    expect(isAnotherBuild(OWN_BUILD, 'next-build')).toBe(true)
    expect(isAnotherBuild(OWN_BUILD, OWN_BUILD)).toBe(false)
    expect(isAnotherBuild(OWN_BUILD, undefined)).toBe(false)
    expect(isAnotherBuild(undefined, 'next-build')).toBe(false)
  })

  it('reloads itself once when a code file fails and another build is deployed', async () => {
    const reload = vi.fn<() => void>()
    stop = reloadWhenStale(reload)
    deployed = 'next-build'
    await chunkFails()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    // The reloaded page (of the old build, cached somewhere) fails again: no second reload for that build.
    await chunkFails()
    expect(reload).toHaveBeenCalledTimes(1)
    // A later deploy gets its one reload.
    deployed = 'third-build'
    await chunkFails()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2))
  })

  it('leaves a failure with the same build deployed, or no answer, to the screen that asked', async () => {
    const reload = vi.fn<() => void>()
    stop = reloadWhenStale(reload)
    deployed = 'unit-test-build'
    await chunkFails()
    deployed = undefined
    await chunkFails()
    expect(reload).not.toHaveBeenCalled()
  })
})
