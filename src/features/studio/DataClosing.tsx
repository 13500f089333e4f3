import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { Closing } from '#contract/studio-data.ts'
import { closingSentence, daysLeft, spokenDay } from '#core/account-closing.ts'
import { todayIn } from '#core/zoned-time.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { retriableImport } from '#src/lib/retriable-import.ts'
import { Button } from '#src/ui/Button.tsx'
import { lazyForm } from '#src/ui/fields/lazy-form.tsx'
import { closingQuery, dataKeys } from './data-queries.ts'
import './studio-data.css'

const DataCloseForm = lazyForm(
  retriableImport(
    () => import('./DataCloseForm.tsx'),
    (m) => m.DataCloseForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

/**
 * "Close the account" (decision 072): while open, the grace period in words and the form that asks
 * for the home's name; while closing, the day everything goes, who asked and when, and the cancel.
 */
export function DataClosing() {
  const queryClient = useQueryClient()
  const { data: closing } = useSuspenseQuery(closingQuery)
  const { name, timeZone } = useSite().company
  const [said, setSaid] = useState<string>()
  const [problem, setProblem] = useState<string>()
  const put = (next: Closing) => queryClient.setQueryData(dataKeys.closing, next)
  const cancel = useMutation({
    mutationFn: () => call(operations.deleteApiStaffSettingsClosing, {}),
    onMutate: () => setProblem(undefined),
    onSuccess: (next) => {
      put(next)
      setSaid('The closing is cancelled: nothing will be removed. The owners have been mailed.')
    },
    onError: (error) => setProblem(sessionProblem(error)),
  })
  return (
    <section aria-labelledby="data-closing">
      <h2 id="data-closing">Close the account</h2>
      <output className="studio-note">{said}</output>
      {closing.state === 'closing' && closing.removeOn ? (
        <div className="studio-data__closing">
          <p>
            <strong>
              The account is closing: everything is removed on {spokenDay(closing.removeOn)}, in{' '}
              {daysLeft(closing.removeOn, todayIn(timeZone))} days.
            </strong>
          </p>
          <p>{closingSentence(closing.removeOn, closing.graceDays)}</p>
          <p>
            Asked{closing.requestedBy ? ` by ${closing.requestedBy}` : ''}
            {closing.requestedAt ? ` on ${new Date(closing.requestedAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone })}` : ''}
            . Download everything above before then.
          </p>
          <Button variant="primary" busy={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancel the closing
          </Button>
        </div>
      ) : (
        <>
          <p>
            Closing the account removes the home from the platform: its site, every case, the families&rsquo; and staff&rsquo;s accounts,
            obituaries, memories, statements, payments, price lists and files. Nothing is removed at once:{' '}
            <strong>everything is removed for good {closing.graceDays} days after you ask</strong>. Until then the public site, the family
            portal and the studio keep working as today, and you can cancel here. The owners are mailed the day.
          </p>
          <p>Download everything first: once removed, nothing can be brought back.</p>
          <DataCloseForm
            homeName={name}
            onClosing={(next) => {
              put(next)
              setSaid(
                next.removeOn
                  ? `The account is closing. Everything is removed on ${spokenDay(next.removeOn)} unless you cancel.`
                  : undefined,
              )
            }}
          />
        </>
      )}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </section>
  )
}
