import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { StationeryItemType, StationeryPageType } from '#contract/family-reviews.ts'
import { taskPath, caseQuery } from '#src/features/portal/index.ts'
import { Button } from '#src/ui/Button.tsx'
import { pagePlace, proofPagePath, zoomKey, zoomLabel, zoomStep, ZOOM_STEPS, type Zoom } from './proof-viewer.ts'
import { stationeryQuery } from './queries.ts'
import { ITEM_LABELS, PAGE_LABELS } from './rules.ts'
import './reviews.css'

type Props = { caseId: number; itemType: StationeryItemType; pageType: StationeryPageType }

/**
 * review-stationery/{item}/{page} (issue 34 point 10): one page of a printed piece full size,
 * inside the portal, where "Open full size" used to leave it for the raw file (smaller than the
 * proof on the review screen). The page fills the screen's width at least, and is drawn larger
 * on request, from the proof's own file; the stage scrolls both ways, by touch, mouse or keys.
 * The way back is the first link, and Escape.
 */
export function ProofViewer({ caseId, itemType, pageType }: Props) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data } = useSuspenseQuery(stationeryQuery(caseId))
  const back = useRef<HTMLAnchorElement>(null)
  // data-live: the viewer's keys listen now (the server's page shows it before its code runs); tests wait for it.
  const main = useRef<HTMLElement>(null)
  useEffect(() => {
    main.current?.setAttribute('data-live', '')
  }, [])
  const [zoom, setZoom] = useState<Zoom>(1)
  const item = data.items.find((i) => i.itemType === itemType)
  const place = item ? pagePlace(item.pages, pageType) : undefined
  const piecePath = taskPath(caseId, familyCase.nameSlug, 'review-stationery', itemType)
  const pieceTitle = item?.title ?? ITEM_LABELS[itemType]
  const pageLabel = PAGE_LABELS[pageType]
  const pageHref = (other: StationeryPageType) => proofPagePath(caseId, familyCase.nameSlug, itemType, other)

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      // The way back is the first link; Escape follows it.
      back.current?.click()
      return
    }
    const action = zoomKey(event.key)
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return
    event.preventDefault()
    setZoom((z) => (action === 'fit' ? 1 : zoomStep(z, action === 'larger' ? 1 : -1)))
  }

  const preview = place?.page.preview
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the viewer's keys (Escape, + and -) work wherever the focus is in it
    <main id="main" className="page portal-page proof-viewer" ref={main} onKeyDown={onKeyDown}>
      <p className="proof-viewer__back">
        {/* Back to where this page is on the piece's screen. */}
        <Link ref={back} to={piecePath} hash={`page-${pageType}`}>
          Back to the {pieceTitle.toLowerCase()}
        </Link>
      </p>
      <header className="proof-viewer__header">
        <h1>
          {pieceTitle}: {pageLabel.toLowerCase()}
        </h1>
        {place ? (
          <p className="proof-viewer__place">
            Page {place.index + 1} of {place.count}, full size
          </p>
        ) : null}
      </header>
      {preview ? (
        <>
          <fieldset className="proof-viewer__tools">
            <legend className="visually-hidden">Size of the page</legend>
            <Button variant="secondary" size="sm" onClick={() => setZoom((z) => zoomStep(z, -1))} aria-disabled={zoom === ZOOM_STEPS[0]}>
              Smaller
            </Button>
            <output className="proof-viewer__zoom" aria-live="polite">
              {zoom === 1 ? 'Fits the screen' : zoomLabel(zoom)}
            </output>
            <Button variant="secondary" size="sm" onClick={() => setZoom((z) => zoomStep(z, 1))} aria-disabled={zoom === ZOOM_STEPS.at(-1)}>
              Larger
            </Button>
            {zoom === 1 ? null : (
              <Button variant="secondary" size="sm" onClick={() => setZoom(1)}>
                Fit to the screen
              </Button>
            )}
          </fieldset>
          {/* Focusable so the arrow keys scroll it; a phone pinches and drags it. */}
          <section
            className="proof-viewer__stage"
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus for keyboard users (WCAG 2.1.1)
            tabIndex={0}
            aria-label={`${pieceTitle}, ${pageLabel.toLowerCase()}: scroll to read it`}
          >
            <img
              className="proof-viewer__image"
              src={preview.url}
              width={preview.width ?? 550}
              height={preview.height ?? 850}
              alt={`${pieceTitle}, ${pageLabel.toLowerCase()}`}
              style={{ width: `${zoom * 100}%` }}
            />
          </section>
        </>
      ) : (
        <p className="review-empty">No proof of this page yet.</p>
      )}
      {place && (place.previous || place.next) ? (
        <nav className="proof-viewer__pages" aria-label={`Pages of the ${pieceTitle.toLowerCase()}`}>
          {place.previous ? (
            <Link to={pageHref(place.previous.pageType)}>Previous page: {PAGE_LABELS[place.previous.pageType].toLowerCase()}</Link>
          ) : (
            <span />
          )}
          {place.next ? <Link to={pageHref(place.next.pageType)}>Next page: {PAGE_LABELS[place.next.pageType].toLowerCase()}</Link> : null}
        </nav>
      ) : null}
    </main>
  )
}
