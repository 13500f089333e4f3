// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSessionInBrowser, SESSION_QUERY_KEY, sessionQuery } from '#src/features/auth/session.ts'

afterEach(() => vi.unstubAllGlobals())

describe('the session query', () => {
  it('asks the BFF’s session call same-origin in the browser', async () => {
    const user = { id: 1001, email: 'family@whitfield.example', firstName: 'Margaret', lastName: 'Ellis', role: 'family' }
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => Response.json({ user }))
    vi.stubGlobal('fetch', fetch)
    await expect(readSessionInBrowser()).resolves.toEqual({ user })
    expect(fetch.mock.calls[0]![0]).toBe('/api/auth/session')
    expect(fetch.mock.calls[0]![1].credentials).toBe('same-origin')
  })

  it('refetches on window focus, never on a timer', () => {
    expect(sessionQuery.queryKey).toEqual(SESSION_QUERY_KEY)
    expect(sessionQuery.refetchOnWindowFocus).toBe(true)
    expect(sessionQuery.refetchInterval).toBe(false)
  })
})
