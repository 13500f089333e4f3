import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { PriceVersionDetail } from '#contract/studio-prices.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { publishDayProblem } from './price-words.ts'

/**
 * Publishing a draft from a day (today in the home's calendar, or later): what still stops it is
 * listed first, and the api's refusal is shown as it says it. Throwing the draft away is asked first.
 */
export function PricePublish({
  detail,
  today,
  onChanged,
  onDiscarded,
}: {
  detail: PriceVersionDetail
  today: string
  onChanged: (detail: PriceVersionDetail, note: string) => void
  onDiscarded: () => void
}) {
  const versionId = detail.version.id
  const [day, setDay] = useState(today)
  const [problem, setProblem] = useState<string>()
  const [discarding, setDiscarding] = useState(false)
  const navigate = useNavigate()
  const publish = useMutation({
    mutationFn: (effectiveFrom: string) =>
      call(operations.postApiStaffPricesVersionsByVersionIdPublish, { params: { versionId }, body: { effectiveFrom } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (next) =>
      onChanged(
        next,
        next.version.state === 'current'
          ? `Version ${next.version.number} is published and in effect: the public price list and new arrangements read it.`
          : `Version ${next.version.number} is published and takes effect on the day you chose.`,
      ),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  const discard = useMutation({
    mutationFn: () => call(operations.deleteApiStaffPricesVersionsByVersionId, { params: { versionId } }),
    onSuccess: async () => {
      onDiscarded()
      await navigate({ to: '/studio/prices' })
    },
    onError: (error) => setProblem(sessionProblem(error)),
  })
  return (
    <section className="studio-section studio-section--wide" aria-labelledby="price-publish">
      <h2 id="price-publish">Publish this draft</h2>
      {detail.blockers.length > 0 ? (
        <>
          <p>Before it can be published, the Funeral Rule asks for:</p>
          <ul aria-label="What stops publishing">
            {detail.blockers.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>It has every disclosure and line the Funeral Rule requires.</p>
      )}
      <form
        className="studio-member__actions"
        noValidate
        aria-label="Publish this draft"
        onSubmit={(event) => {
          event.preventDefault()
          if (publish.isPending) return
          const dayProblem = publishDayProblem(day, today)
          if (dayProblem) return setProblem(dayProblem)
          publish.mutate(day)
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="price-effective">
            Takes effect on
          </label>
          <input
            id="price-effective"
            className="field__control"
            type="date"
            min={today}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <Button type="submit" busy={publish.isPending}>
          Publish
        </Button>
      </form>
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
      {discarding ? (
        <div className="studio-order__ask">
          <p>Throw this draft away with every change made in it? The version in effect stays as it is.</p>
          <div className="studio-member__actions">
            <Button size="sm" busy={discard.isPending} onClick={() => discard.isPending || discard.mutate()}>
              Throw the draft away
            </Button>
            <Button variant="secondary" size="sm" onClick={() => discard.isPending || setDiscarding(false)}>
              Keep the draft
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setDiscarding(true)}>
          Throw the draft away
        </Button>
      )}
    </section>
  )
}
