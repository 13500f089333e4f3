// @vitest-environment jsdom
import { dehydrate, hydrate, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '#src/lib/query-client.ts'

/**
 * Issue 15 "no double work": a page from the edge cache was rendered a while ago, so the data
 * it carries is past its staleTime when the browser hydrates it; it must not be fetched again.
 */

afterEach(cleanup)

function Shows({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['render-context', 'approved'], queryFn, staleTime: 60_000 })
  return <p>{data}</p>
}

describe('the app’s QueryClient', () => {
  it('uses data rendered ten minutes ago as it is, without fetching it again on hydration', async () => {
    const server = createQueryClient()
    const tenMinutesAgo = Date.now() - 10 * 60_000
    server.setQueryData(['render-context', 'approved'], 'Whitfield & Sons', { updatedAt: tenMinutesAgo })
    const browser = createQueryClient()
    hydrate(browser, dehydrate(server))

    const queryFn = vi.fn<() => Promise<string>>(async () => 'fetched again')
    render(
      <QueryClientProvider client={browser}>
        <Suspense fallback="loading">
          <Shows queryFn={queryFn} />
        </Suspense>
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Whitfield & Sons')).toBeTruthy()
    // A macrotask for any background refetch to have started.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('still fetches what the page did not bring', async () => {
    const queryFn = vi.fn<() => Promise<string>>(async () => 'Harbor Light')
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback="loading">
          <Shows queryFn={queryFn} />
        </Suspense>
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Harbor Light')).toBeTruthy()
    expect(queryFn).toHaveBeenCalledTimes(1)
  })
})
