import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MEMORIAL_COMMENT_STATUSES } from '#contract/media.ts'
import type { MemorialComment, MemorialCommentStatus } from '#contract/media.ts'
import { staleAfter } from '#src/features/portal/index.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import type { TaskScreenProps } from '../screen-types.ts'
import { reviewCalls, useReviewCall } from './calls.ts'
import { wallCommentsQuery } from './queries.ts'
import { moderationChoices, personName, WALL_EMPTY, WALL_STATUS_LABELS, whenSaid } from './rules.ts'
import { useViewer } from './shared.tsx'

/**
 * review-wall-comments (issue 20 point 5): the memories visitors shared, by status (waiting,
 * approved, hidden), each with its photo, approved or hidden one by one. An approved memory shows
 * on the public obituary at once: the BFF purges the obituary's cached pages on these calls.
 */
export default function ReviewWallComments({ familyCase }: TaskScreenProps) {
  const caseId = familyCase.id
  const [status, setStatus] = useState<MemorialCommentStatus>('pending')
  const [page, setPage] = useState(0)
  // The waiting ones are read by the route's loader; the other lists when asked.
  const { data: waiting } = useSuspenseQuery(wallCommentsQuery(caseId, 'pending', 0))
  const shown = useQuery({ ...wallCommentsQuery(caseId, status, page), enabled: !(status === 'pending' && page === 0) })
  const list = status === 'pending' && page === 0 ? waiting : shown.data

  return (
    <section className="review-screen" aria-labelledby="review-wall-title">
      <h2 id="review-wall-title">Memories shared by visitors</h2>
      <p>
        {waiting.totalElements === 0
          ? 'Nothing is waiting for you.'
          : `${waiting.totalElements} ${waiting.totalElements === 1 ? 'memory is' : 'memories are'} waiting for your review.`}{' '}
        Approved memories appear on {familyCase.firstName}'s obituary straight away; hidden ones are never shown to visitors.
      </p>
      <fieldset className="wall-filter">
        <legend>Show memories</legend>
        {MEMORIAL_COMMENT_STATUSES.map((s) => (
          <Button
            key={s}
            variant={s === status ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s)
              setPage(0)
            }}
          >
            {WALL_STATUS_LABELS[s]}
            {s === 'pending' && waiting.totalElements > 0 ? ` (${waiting.totalElements})` : ''}
          </Button>
        ))}
      </fieldset>
      <h3 className="wall-list__title">{WALL_STATUS_LABELS[status]}</h3>
      {list === undefined ? (
        shown.isError ? (
          <p role="alert">The memories could not be loaded. Please try again in a moment.</p>
        ) : (
          <output className="task-page__loading">Loading…</output>
        )
      ) : list.content.length === 0 ? (
        <p className="review-empty">{WALL_EMPTY[status]}</p>
      ) : (
        <>
          <ul className="wall-list">
            {list.content.map((memory) => (
              <MemoryToModerate key={memory.id} caseId={caseId} memory={memory} />
            ))}
          </ul>
          {list.totalPages > 1 ? (
            <nav className="review-actions" aria-label="More memories">
              <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <span>
                Page {page + 1} of {list.totalPages}
              </span>
              <Button variant="secondary" size="sm" disabled={page + 1 >= list.totalPages} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}

function MemoryToModerate({ caseId, memory }: { caseId: number; memory: MemorialComment }) {
  const { run, pending, problem } = useReviewCall(caseId)
  const { userId, timeZone } = useViewer()
  const headingId = `memory-${memory.id}`
  return (
    <li className="wall-memory" data-status={memory.status}>
      <article aria-labelledby={headingId}>
        <h4 id={headingId} className="wall-memory__author">
          {memory.authorName}
        </h4>
        <p className="wall-memory__when">
          Shared <time dateTime={memory.createdAt}>{whenSaid(memory.createdAt, timeZone)}</time>
        </p>
        <p className="wall-memory__text">{memory.text}</p>
        {memory.photo ? (
          <img
            className="wall-memory__photo"
            src={memory.photo.url}
            width={memory.photo.width ?? 800}
            height={memory.photo.height ?? 600}
            alt={`Shared with ${memory.authorName}’s memory`}
            loading="lazy"
          />
        ) : null}
        {memory.moderatedAt && memory.moderatedBy ? (
          <p className="wall-memory__moderated">
            {memory.status === 'approved' ? 'Approved' : 'Hidden'} by {personName(memory.moderatedBy, userId)} on{' '}
            {whenSaid(memory.moderatedAt, timeZone)}.
          </p>
        ) : null}
        <div className="review-actions">
          {moderationChoices(memory.status).map((choice) => (
            <Button
              key={choice.to}
              variant={choice.to === 'approved' ? 'primary' : 'secondary'}
              size="sm"
              busy={pending === choice.to}
              aria-describedby={headingId}
              onClick={() =>
                void run(choice.to, () => reviewCalls.moderate(caseId, memory.id, choice.to), {
                  stale: staleAfter.moderation(caseId),
                  done: () => choice.done,
                  failure: 'The memory was not changed',
                })
              }
            >
              {pending === choice.to ? 'Saving…' : choice.label}
            </Button>
          ))}
        </div>
        <FormProblem message={problem?.message} />
      </article>
    </li>
  )
}
