import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { parsePriceCsv } from '#contract/price-list-csv.ts'
import { STUDIO_PRICE_MESSAGES, STUDIO_PRICES_PATH } from '#contract/studio-price-words.ts'
import type { PriceVersionDetail } from '#contract/studio-prices.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button, buttonClassName } from '#src/ui/Button.tsx'

/**
 * A version as a CSV file for a spreadsheet, and, into a draft, a file read back: checked on the
 * device line by line before it is sent, and again by the api, all or nothing. A row changes the
 * item of the same category and name or adds it; nothing is taken off.
 */
export function PriceCsv({
  detail,
  onChanged,
}: {
  detail: PriceVersionDetail
  onChanged: (detail: PriceVersionDetail, note: string) => void
}) {
  const { version } = detail
  const [problems, setProblems] = useState<string[]>([])
  const [chosen, setChosen] = useState<{ name: string; text: string }>()
  const send = useMutation({
    mutationFn: (csv: string) =>
      call(operations.postApiStaffPricesVersionsByVersionIdCsv, { params: { versionId: version.id }, body: { csv } }),
    onMutate: () => setProblems([]),
    onSuccess: (result) => {
      setChosen(undefined)
      onChanged(result.detail, `${result.imported} ${result.imported === 1 ? 'row is' : 'rows are'} imported into the draft.`)
    },
    onError: (error) => setProblems(isApiError(error, 422) && error.errors?.csv ? lines(error.errors.csv) : [sessionProblem(error)]),
  })
  return (
    <section className="studio-section studio-section--wide" aria-labelledby="price-csv">
      <h2 id="price-csv">As a spreadsheet</h2>
      <p>
        <a className={buttonClassName({ variant: 'secondary' })} href={`${STUDIO_PRICES_PATH}/versions/${version.id}/csv`} download>
          Download version {version.number} as CSV
        </a>
      </p>
      {version.state === 'draft' ? (
        <form
          aria-label="Import a CSV file into the draft"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (send.isPending) return
            if (!chosen) return setProblems([STUDIO_PRICE_MESSAGES.csvRequired])
            const checked = parsePriceCsv(chosen.text)
            if (checked.errors.length > 0) return setProblems(checked.errors.map((e) => e.message))
            send.mutate(chosen.text)
          }}
        >
          <p>
            Import a file in the same columns (category, item, variant, description, price, cash_advance, markup, rule_line): each row
            changes the item of the same category and name, or adds it. Nothing is taken off.
          </p>
          <div className="field">
            <label className="field__label" htmlFor="price-csv-file">
              CSV file
            </label>
            <input
              id="price-csv-file"
              className="field__control"
              type="file"
              accept=".csv,text/csv"
              aria-describedby={problems.length > 0 ? 'price-csv-problems' : undefined}
              onChange={async (event) => {
                setProblems([])
                const file = event.target.files?.[0]
                setChosen(file ? { name: file.name, text: await file.text() } : undefined)
              }}
            />
          </div>
          <Button type="submit" busy={send.isPending}>
            Import the file
          </Button>
        </form>
      ) : null}
      <div role="alert" id="price-csv-problems">
        {problems.length > 0 ? (
          <ul className="studio-bar__problem">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}

/** The api's one sentence per bad line, joined, as a list again. */
function lines(text: string): string[] {
  return text.split(/(?<=\.) (?=Line \d+:)/)
}
