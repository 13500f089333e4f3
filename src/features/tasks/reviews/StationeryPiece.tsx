import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { StationeryItem, StationeryPageType } from '#contract/family-reviews.ts'
import { changesLine } from '#contract/studio-stationery-rules.ts'
import { caseQuery } from '#src/features/portal/index.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { reviewCalls, useReviewCall } from './calls.ts'
import { CommentForm } from './CommentForm.tsx'
import { proofPagePath } from './proof-viewer.ts'
import { reviewKeys } from './queries.ts'
import { commentsAbout, PAGE_LABELS, reviewActions } from './rules.ts'
import { ApprovalNote, CommentLine } from './shared.tsx'

type PieceProps = { caseId: number; item: StationeryItem; headingId: string }

/**
 * One printed piece (issue 20 point 4): each page's proof at the full width of a phone, what was
 * said about it, a comment per page or on the piece as a whole (itemType, pageType), approval.
 */
export function StationeryPiece({ caseId, item, headingId }: PieceProps) {
  const { run, pending, problem } = useReviewCall(caseId)
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const actions = reviewActions(item.status, `The ${item.title.toLowerCase()}`)
  const about = `piece-${item.itemType}`

  const comment = async (pageType: StationeryPageType | null, text: string) =>
    (await run(`comment-${pageType ?? 'piece'}`, () => reviewCalls.commentOnStationery(caseId, item.itemType, pageType, text), {
      key: reviewKeys.stationery(caseId),
      done: () => 'Your comment is sent to the funeral home',
      failure: 'Your comment was not sent',
    })) !== undefined

  const approve = () =>
    run(about, () => reviewCalls.approveStationery(caseId, item.itemType), {
      key: reviewKeys.stationery(caseId),
      done: () => `The ${item.title.toLowerCase()} is approved`,
      failure: `The ${item.title.toLowerCase()} was not approved`,
    })

  return (
    <div className="stationery-piece" data-item={item.itemType} data-status={item.status}>
      {item.approval ? <ApprovalNote approval={item.approval} what={`The ${item.title.toLowerCase()}`} /> : null}
      <p>{actions.note}</p>
      {/* A new version says what the home changed since the one before (decision 061). */}
      {item.changes ? <p className="stationery-changes">{changesLine(item.changes)}</p> : null}
      <ol className="stationery-pages">
        {item.pages.map((page) => (
          <li key={page.pageType} className="stationery-page" id={`page-${page.pageType}`}>
            <figure className="stationery-page__figure">
              {page.preview ? (
                // The page full size inside the portal (issue 34 point 10), not the raw file.
                <Link
                  to={proofPagePath(caseId, familyCase.nameSlug, item.itemType, page.pageType)}
                  className="stationery-page__open"
                  aria-label={`Open the ${PAGE_LABELS[page.pageType].toLowerCase()} of the ${item.title.toLowerCase()} full size`}
                >
                  <img
                    className="stationery-page__proof"
                    src={page.preview.url}
                    width={page.preview.width ?? 550}
                    height={page.preview.height ?? 850}
                    alt={`${item.title}, ${PAGE_LABELS[page.pageType].toLowerCase()}`}
                    loading="lazy"
                  />
                </Link>
              ) : (
                <p className="review-empty">No proof of this page yet.</p>
              )}
              <figcaption>
                {PAGE_LABELS[page.pageType]}
                {page.preview ? (
                  <>
                    {' '}
                    <Link
                      className="stationery-page__hint"
                      to={proofPagePath(caseId, familyCase.nameSlug, item.itemType, page.pageType)}
                      tabIndex={-1}
                      aria-hidden="true"
                    >
                      Open full size
                    </Link>
                  </>
                ) : null}
              </figcaption>
            </figure>
            <PageComments
              label={`Comment on the ${PAGE_LABELS[page.pageType].toLowerCase()} of the ${item.title.toLowerCase()}`}
              comments={commentsAbout(item.comments, page.pageType)}
              canComment={actions.canComment}
              onSend={(text) => comment(page.pageType, text)}
            />
          </li>
        ))}
      </ol>
      <PageComments
        label={`Comment on the ${item.title.toLowerCase()} as a whole`}
        comments={commentsAbout(item.comments, null)}
        canComment={actions.canComment}
        onSend={(text) => comment(null, text)}
      />
      {actions.canApprove ? (
        <div className="review-actions">
          <Button busy={pending === about} onClick={() => void approve()} aria-describedby={headingId}>
            {pending === about ? 'Approving…' : `Approve the ${item.title.toLowerCase()}`}
          </Button>
        </div>
      ) : null}
      <FormProblem message={problem?.about === about ? problem.message : undefined} />
    </div>
  )
}

type PageCommentsProps = {
  label: string
  comments: StationeryItem['comments']
  canComment: boolean
  onSend: (text: string) => Promise<boolean>
}

/** What was said about a page, and (while reviewing) a button that opens a box for a new comment. */
function PageComments({ label, comments, canComment, onSend }: PageCommentsProps) {
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  // The button that opened the box is gone: the focus goes to the box, not to the page's top.
  useEffect(() => {
    if (open) box.current?.querySelector('textarea')?.focus()
  }, [open])
  return (
    <div className="stationery-comments" ref={box}>
      {comments.length > 0 ? (
        <ul className="review-comments" aria-label={`Comments: ${label.replace(/^Comment on /, '')}`}>
          {comments.map((c) => (
            <CommentLine key={c.id} comment={c} />
          ))}
        </ul>
      ) : null}
      {canComment ? (
        open ? (
          <CommentForm
            label={label}
            submitLabel="Send comment"
            onSend={async (text) => {
              const sent = await onSend(text)
              if (sent) setOpen(false)
              return sent
            }}
          />
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            {label}
          </Button>
        )
      ) : null}
    </div>
  )
}
