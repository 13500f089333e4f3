import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { PriceVersionDetail } from '#contract/studio-prices.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { VERSION_STATE_WORDS, versionSentence } from './price-words.ts'
import { priceVersionQuery, priceVersionsQuery } from './queries.ts'

/**
 * The versions of the home's price list, newest first (issue 39 point 1, decision 063): which one
 * families and the public list read today, one scheduled, the draft being made, and the past
 * ones, each opened to read (or, the draft, to change); a new draft starts as a copy of the one
 * in effect.
 */
export function PriceVersions() {
  const { data } = useSuspenseQuery(priceVersionsQuery)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<string>()
  const draft = data.versions.find((v) => v.state === 'draft')
  const start = useMutation({
    mutationFn: () => call(operations.postApiStaffPricesVersions, { body: { note: '' } }),
    onMutate: () => setProblem(undefined),
    onSuccess: async (detail: PriceVersionDetail) => {
      queryClient.setQueryData(priceVersionQuery(detail.version.id).queryKey, detail)
      await queryClient.invalidateQueries({ queryKey: priceVersionsQuery.queryKey, exact: true })
      await navigate({ to: '/studio/prices/$versionId', params: { versionId: String(detail.version.id) } })
    },
    onError: (error) => setProblem(sessionProblem(error)),
  })
  return (
    <>
      <p>
        Families and the public price list read the version in effect; an arrangement keeps the version it started on. Changes are made in a
        draft, copied from the version in effect, and published from a day you choose.
      </p>
      {draft ? (
        <p>
          <Link to="/studio/prices/$versionId" params={{ versionId: String(draft.id) }}>
            Go on with the draft (version {draft.number})
          </Link>
        </p>
      ) : (
        <Button busy={start.isPending} onClick={() => start.isPending || start.mutate()}>
          Start a new draft
        </Button>
      )}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
      {data.versions.length === 0 ? (
        <div className="portal-empty">
          <p>There is no price list yet. Start a draft to make the first one.</p>
        </div>
      ) : (
        <ul className="studio-cases" aria-label="Versions of the price list">
          {data.versions.map((version) => (
            <li key={version.id} className="studio-case" data-state={version.state}>
              <h2 className="studio-case__name">
                <Link to="/studio/prices/$versionId" params={{ versionId: String(version.id) }}>
                  Version {version.number}
                </Link>
                : {VERSION_STATE_WORDS[version.state]}
              </h2>
              <p className="studio-case__facts">
                {versionSentence(version)}
                {version.note ? ` · ${version.note}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
