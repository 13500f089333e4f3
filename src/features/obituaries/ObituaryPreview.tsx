import type { FamilyObituary } from '#contract/family-reviews.ts'
import { fullName } from '#core/names.ts'
import { lifeDates, paragraphs } from './rules.ts'

/** What the preview reads: the family's review and the studio's desk each hand their own obituary. */
type PreviewedObituary = Pick<FamilyObituary, 'firstName' | 'middleName' | 'lastName' | 'birthDate' | 'deathDate' | 'text' | 'photo'>

/**
 * The draft as visitors will read it: the public obituary page's header and text (its classes and
 * rules: obituaries.css, `lifeDates`, `paragraphs`), without the page's buttons. A heading level
 * below the screen's, as it sits inside the family's task or the studio's obituary desk.
 */
export function ObituaryPreview({ obituary }: { obituary: PreviewedObituary }) {
  const name = fullName(obituary)
  const dates = lifeDates(obituary.birthDate, obituary.deathDate)
  return (
    <article className="review-obituary__preview" aria-labelledby="obituary-preview-name">
      <header className="obituary-header">
        <div className="obituary-header__inner">
          {obituary.photo ? (
            <img
              className="obituary-header__photo"
              src={obituary.photo.url}
              width={obituary.photo.width ?? 480}
              height={obituary.photo.height ?? 600}
              alt={name}
            />
          ) : null}
          <div className="obituary-header__text">
            <p className="obituary-header__kicker">In loving memory</p>
            <h3 id="obituary-preview-name" className="obituary-header__name">
              {name}
            </h3>
            {dates ? <p className="obituary-header__dates">{dates}</p> : null}
          </div>
        </div>
      </header>
      <div className="obituary-text">
        {obituary.text.trim() ? (
          paragraphs(obituary.text).map((p, i) => (
            // Paragraphs have no ids; their order is their identity while this text is shown.
            // oxlint-disable-next-line react/no-array-index-key
            <p key={i}>{p}</p>
          ))
        ) : (
          <p>The funeral home has not written the obituary yet.</p>
        )}
      </div>
    </article>
  )
}
