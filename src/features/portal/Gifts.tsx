import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { fullName } from '#core/names.ts'
import { Button } from '#src/ui/Button.tsx'
import { giftsCsv, giftsFileName } from './gifts-csv.ts'
import { casePath } from './paths.ts'
import { caseQuery, giftsQuery } from './queries.ts'
import './gifts.css'

/**
 * Who sent flowers and gifts through the obituary's shop (issue 38 point 5): name, what, the
 * card's words and how to reach them, for thank-you notes. Printable (gifts.css) and saved as CSV.
 */
export function Gifts({ caseId }: { caseId: number }) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data } = useSuspenseQuery(giftsQuery(caseId))
  const name = fullName(familyCase)
  const download = () => {
    const url = URL.createObjectURL(new Blob([giftsCsv(data.content)], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = giftsFileName(familyCase.nameSlug)
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <main id="main" className="page portal-page gifts">
      <p className="gifts__back">
        <Link to={casePath(familyCase.id, familyCase.nameSlug)}>Back to {name}</Link>
      </p>
      <h1>Flowers and gifts in memory of {name}</h1>
      <p>
        Everyone who sent something through the obituary’s shop, with their words, for your thank-you notes. The shop asks buyers for an
        email and a phone number, not a postal address.
      </p>
      {data.content.length === 0 ? (
        <div className="portal-empty">
          <p>No one has sent flowers or gifts through the obituary yet.</p>
        </div>
      ) : (
        <>
          <div className="gifts__actions">
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              Print the list
            </Button>
            <Button variant="secondary" size="sm" onClick={download}>
              Save as a spreadsheet (CSV)
            </Button>
          </div>
          <ul className="gifts__list" aria-label="Who sent flowers and gifts">
            {data.content.map((gift) => (
              <li key={gift.orderId} className="gifts__item">
                <h2 className="gifts__from">
                  {gift.from.firstName} {gift.from.lastName}
                </h2>
                <p>
                  {gift.what}
                  {gift.quantity > 1 ? ` × ${gift.quantity}` : ''}
                </p>
                <p className="gifts__message">{gift.cardMessage ? `“${gift.cardMessage}”` : 'No card message.'}</p>
                <p className="gifts__contact">
                  {gift.from.email} · {gift.from.phone}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  )
}
