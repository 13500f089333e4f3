// @vitest-environment jsdom
import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { portalKeys } from '#src/features/portal/queries.ts'
import { markStale, staleAfter } from '#src/features/portal/stale-after.ts'
import { createQueryClient } from '#src/lib/query-client.ts'

/**
 * Decision 041 (issue 34 point 2): what a change makes stale is read again, whether a screen shows
 * it now or not. The statement read beside the selections, then left for the purchaser and the
 * review, showed "Payment opens once the arrangement is submitted" after the submit.
 */

afterEach(cleanup)

const CASE = 1101

function Statement({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: portalKeys.statement(CASE), queryFn })
  return <p>{data}</p>
}

describe('what a change makes stale', () => {
  it('the submit reads the statement again though no screen shows it', async () => {
    const client = createQueryClient()
    const statement = vi.fn<() => Promise<string>>().mockResolvedValueOnce('running').mockResolvedValue('submitted')
    await client.prefetchQuery({ queryKey: portalKeys.statement(CASE), queryFn: statement })

    await markStale(client, staleAfter.arrangementSubmit(CASE))

    expect(statement).toHaveBeenCalledTimes(2)
    expect(client.getQueryData(portalKeys.statement(CASE))).toBe('submitted')
  })

  it('the submit makes the statement, the arrangement, the case home, its tasks and the case list stale', () => {
    const keys = staleAfter.arrangementSubmit(CASE).map((k) => k.queryKey)
    expect(keys).toEqual(
      expect.arrayContaining([
        portalKeys.statement(CASE),
        portalKeys.arrangement(CASE),
        portalKeys.case(CASE),
        portalKeys.tasks(CASE),
        ['portal', 'cases'],
      ]),
    )
    // The case itself, not every query under it (the price list's items stay as they are).
    expect(staleAfter.arrangementSubmit(CASE).find((k) => k.queryKey === portalKeys.case(CASE))).toBeUndefined()
    expect(staleAfter.arrangementSubmit(CASE).filter((k) => k.exact)).toHaveLength(1)
  })

  it('a query invalidated while no screen showed it is read again when its screen mounts, and only then', async () => {
    const client = createQueryClient()
    client.setQueryData(portalKeys.statement(CASE), 'running')
    const queryFn = vi.fn<() => Promise<string>>(async () => 'submitted')

    const first = render(
      <QueryClientProvider client={client}>
        <Suspense fallback="loading">
          <Statement queryFn={queryFn} />
        </Suspense>
      </QueryClientProvider>,
    )
    expect(await screen.findByText('running')).toBeTruthy()
    expect(queryFn).not.toHaveBeenCalled()
    first.unmount()

    await client.invalidateQueries({ queryKey: portalKeys.statement(CASE) })
    render(
      <QueryClientProvider client={client}>
        <Suspense fallback="loading">
          <Statement queryFn={queryFn} />
        </Suspense>
      </QueryClientProvider>,
    )
    expect(await screen.findByText('submitted')).toBeTruthy()
    expect(queryFn).toHaveBeenCalledOnce()
  })
})
