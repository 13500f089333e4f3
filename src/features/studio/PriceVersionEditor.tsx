import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { PriceVersionDetail } from '#contract/studio-prices.ts'
import { PriceCsv } from './PriceCsv.tsx'
import { PriceDisclosures } from './PriceDisclosures.tsx'
import { PriceItems } from './PriceItems.tsx'
import { PricePackages } from './PricePackages.tsx'
import { PricePublish } from './PricePublish.tsx'
import { versionSentence } from './price-words.ts'
import { priceVersionQuery, priceVersionsQuery } from './queries.ts'

/**
 * One version of the price list (issue 39 point 1, decision 063). A published one is read as it
 * was published; a draft is changed here, item by item and disclosure by disclosure, filled from a
 * CSV file, and published from a day. Each change answers with the draft whole, which replaces
 * what the screen shows.
 */
export function PriceVersionEditor({ versionId }: { versionId: number }) {
  const queryClient = useQueryClient()
  const { data: detail } = useSuspenseQuery(priceVersionQuery(versionId))
  const { data: versions } = useSuspenseQuery(priceVersionsQuery)
  const [note, setNote] = useState<string>()
  const changed = (next: PriceVersionDetail, message: string) => {
    queryClient.setQueryData(priceVersionQuery(versionId).queryKey, next)
    setNote(message)
    if (next.version.state !== detail.version.state)
      void queryClient.invalidateQueries({ queryKey: priceVersionsQuery.queryKey, exact: true })
  }
  return (
    <>
      <p>{versionSentence(detail.version)}</p>
      <p>
        <Link to="/studio/prices">All versions of the price list</Link>
      </p>
      <output className="studio-note">{note}</output>
      {detail.version.state === 'draft' ? (
        <PricePublish
          detail={detail}
          today={versions.today}
          onChanged={changed}
          onDiscarded={() => {
            queryClient.removeQueries({ queryKey: priceVersionQuery(versionId).queryKey })
            void queryClient.invalidateQueries({ queryKey: priceVersionsQuery.queryKey, exact: true })
          }}
        />
      ) : null}
      <PriceItems detail={detail} onChanged={changed} />
      <PricePackages detail={detail} onChanged={changed} />
      <PriceDisclosures detail={detail} onChanged={changed} />
      <PriceCsv detail={detail} onChanged={changed} />
    </>
  )
}
