import { useQuery } from '@tanstack/react-query'
import type { Approval } from '#contract/common.ts'
import { sessionQuery } from '#src/features/auth/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { approvalSentence, personName, whenSaid } from './rules.ts'
import './reviews.css'

/** Who is looking (for "you") and the funeral home's time zone (for "when"). */
export function useViewer(): { userId: number | undefined; timeZone: string } {
  const { data: session } = useQuery(sessionQuery)
  const { company } = useSite()
  return { userId: session?.user?.id, timeZone: company.timeZone }
}

/**
 * Who approved and when, shown on every review screen (issue 20 point 7): a second relative reads
 * this instead of an Approve button, so nobody approves twice.
 */
export function ApprovalNote({ approval, what }: { approval: Approval; what: string }) {
  const { userId, timeZone } = useViewer()
  return (
    <p className="review-approval" data-approved-by={approval.approvedBy.id}>
      <span className="review-approval__mark" aria-hidden="true">
        ✓
      </span>{' '}
      <strong>{what}</strong> {approvalSentence(approval, userId, timeZone)}
    </p>
  )
}

/** One comment: its words, who wrote it and when, and what it is about (a moment, a page). */
export function CommentLine({
  comment,
  about,
}: {
  comment: { id: number; text: string; author: { id: number; firstName: string; lastName: string }; createdAt: string }
  about?: string
}) {
  const { userId, timeZone } = useViewer()
  return (
    <li className="review-comment">
      <p className="review-comment__text">
        {about ? <span className="review-comment__about">{about}: </span> : null}
        {comment.text}
      </p>
      <p className="review-comment__by">
        {personName(comment.author, userId) === 'you' ? 'You' : personName(comment.author, userId)},{' '}
        <time dateTime={comment.createdAt}>{whenSaid(comment.createdAt, timeZone)}</time>
      </p>
    </li>
  )
}
