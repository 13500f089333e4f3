import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { MemorialCommentStatus } from '#contract/media.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { WallAction, WallQueueItem } from '#contract/studio-wall.ts'
import { fullName } from '#core/names.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { wallQueueQuery } from './queries.ts'
import { decidedLine, postedLine, WALL_ACTION_DONE, WALL_ACTION_LABELS, WALL_VIEWS } from './wall-words.ts'

/**
 * The memorial walls of the home's cases (issue 38 point 4): held memories oldest first, each
 * with its case; approve, hide, restore. Each memory says who decided and when; one the family
 * decided shows why the home cannot change it (decision 062). View and page live in the address.
 */
export function WallQueue({ page, status, caseId }: { page: number; status: MemorialCommentStatus; caseId?: number }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { company } = useSite()
  const { data } = useSuspenseQuery(wallQueueQuery(page - 1, status, caseId))
  const search = (next: { page?: number; status?: MemorialCommentStatus }) => ({
    ...(next.page && next.page > 1 ? { page: next.page } : {}),
    ...(next.status && next.status !== 'pending' ? { status: next.status } : {}),
    ...(caseId ? { case: caseId } : {}),
  })
  const [note, setNote] = useState<string>()
  const view = WALL_VIEWS.find((v) => v.value === status) ?? WALL_VIEWS[0]
  const changed = (message: string) => {
    setNote(message)
    void queryClient.invalidateQueries({ queryKey: ['studio', 'wall'] })
  }
  return (
    <main id="main" className="page portal-page">
      <h1>Memorial walls</h1>
      <p>
        Memories visitors left on the obituaries of the home’s cases. A family decides about its own wall: what they approved or turned away
        stays as they chose, and each memory says who decided.
      </p>
      <div className="studio-filter">
        <label htmlFor="wall-status">Show</label>
        <select
          id="wall-status"
          value={status}
          onChange={(event) => {
            const value = event.target.value as MemorialCommentStatus
            setNote(undefined)
            void navigate({ to: '/studio/wall', search: search({ status: value }) })
          }}
        >
          {WALL_VIEWS.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </select>
      </div>
      {caseId ? (
        <p>
          Showing the wall of one case.{' '}
          <Link to="/studio/wall" search={status === 'pending' ? {} : { status }}>
            Show every case
          </Link>
        </p>
      ) : null}
      <output className="studio-note">{note}</output>
      {data.content.length === 0 ? (
        <div className="portal-empty">
          <p>{view?.empty}</p>
        </div>
      ) : (
        <ul className="studio-cases" aria-label={view?.label}>
          {data.content.map((memory) => (
            <MemoryRow key={memory.id} memory={memory} timeZone={company.timeZone} onChanged={changed} />
          ))}
        </ul>
      )}
      {data.totalPages > 1 ? (
        <nav className="portal-pager" aria-label="More memories">
          {page > 1 ? (
            <Link to="/studio/wall" search={search({ page: page - 1, status })}>
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {data.totalPages}
          </span>
          {page < data.totalPages ? (
            <Link to="/studio/wall" search={search({ page: page + 1, status })}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}

type RowProps = { memory: WallQueueItem; timeZone: string; onChanged: (message: string) => void }

function MemoryRow({ memory, timeZone, onChanged }: RowProps) {
  const [problem, setProblem] = useState<string>()
  const act = useMutation({
    mutationFn: (action: WallAction) =>
      call(operations.postApiStaffWallByCommentId, { params: { commentId: memory.id }, body: { action } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (_done, action) => onChanged(WALL_ACTION_DONE[action](memory.authorName)),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  const decided = decidedLine(memory, timeZone)
  return (
    <li className="studio-case studio-memory" data-status={memory.status}>
      <h2 className="studio-case__name">
        {memory.authorName}
        <span className="studio-memory__case">
          {' '}
          on the wall of{' '}
          <Link to="/studio/cases/$id" params={{ id: String(memory.case.id) }}>
            {fullName(memory.case)}
          </Link>
        </span>
      </h2>
      <p className="studio-memory__text">{memory.text}</p>
      {memory.photo ? (
        <img className="studio-memory__photo" src={memory.photo.url} alt={`Shared with the memory from ${memory.authorName}`} />
      ) : null}
      <p className="studio-case__facts">{postedLine(memory.createdAt, timeZone)}</p>
      <p className="studio-case__facts studio-memory__decided">{decided ?? 'Held: nobody has decided yet.'}</p>
      {memory.locked ? <p className="studio-case__facts">{memory.locked}</p> : null}
      {memory.actions.length > 0 ? (
        <div className="studio-member__actions">
          {memory.actions.map((action) => (
            <Button
              key={action}
              variant={action === 'approve' ? 'primary' : 'secondary'}
              size="sm"
              busy={act.isPending && act.variables === action}
              aria-disabled={act.isPending || undefined}
              onClick={() => act.isPending || act.mutate(action)}
            >
              {WALL_ACTION_LABELS[action]}
              <span className="visually-hidden"> the memory from {memory.authorName}</span>
            </Button>
          ))}
        </div>
      ) : null}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}
