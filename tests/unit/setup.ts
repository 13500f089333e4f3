import { afterAll, vi } from 'vitest'

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
// Only files that ask for jsdom (`// @vitest-environment jsdom`) have a window.
if (typeof window !== 'undefined') window.scrollTo = () => {}

// The unit project shares one module registry between the files of a worker (`isolate: false`,
// decision 004): whatever a file stubbed, spied on or faked is undone before the next file runs.
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
