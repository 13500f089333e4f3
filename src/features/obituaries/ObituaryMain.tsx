import type { Obituary } from '#contract/obituaries.ts'
import { Button } from '#src/ui/Button.tsx'
import { SiteLink } from '#src/ui/SiteLink.tsx'
import { paragraphs, obituaryHref } from './rules.ts'
import { ServiceEvents } from './ServiceEvents.tsx'
import { focusHeading } from './tab-focus.ts'

/** The main tab: the obituary's text (plain text, one paragraph per blank line) and its services. */
export function ObituaryMain({ obituary, pageUrl }: { obituary: Obituary; pageUrl: string }) {
  return (
    <div className="obituary-main">
      <article className="obituary-text" aria-labelledby="obituary-text-title">
        <h2 id="obituary-text-title" className="visually-hidden" {...focusHeading}>
          Obituary
        </h2>
        {paragraphs(obituary.text).map((p, i) => (
          // Paragraphs have no ids; their order is fixed, and the text never changes on the page.
          // oxlint-disable-next-line react/no-array-index-key
          <p key={i}>{p}</p>
        ))}
      </article>
      <ServiceEvents obituary={obituary} pageUrl={pageUrl} />
      <div className="obituary-actions">
        {/* Share is in the header, with the other actions, on every tab. */}
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <SiteLink to={obituaryHref(obituary, 'memories')} className="obituary-actions__link">
          Share a memory
        </SiteLink>
      </div>
    </div>
  )
}
