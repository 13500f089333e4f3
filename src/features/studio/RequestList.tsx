import { Link, useNavigate } from '@tanstack/react-router'
import type { Page } from '#contract/paging.ts'
import { REQUEST_STATE_LABELS, type PlanningRequestState } from '#contract/request-states.ts'
import type { PlanningRequestSummary } from '#contract/studio-requests.ts'
import { fullName } from '#core/names.ts'
import { planTypeLabel, REQUEST_FILTERS, sentAt } from './requests.ts'

/**
 * The home's planning requests (issue 37 point 7), newest first, each with its state; a filter by
 * state and a pager, both in the address (so a reload, or a shared link, shows the same page).
 */
export function RequestList({
  page,
  state,
  requests,
  timeZone,
}: {
  page: number
  state: PlanningRequestState | undefined
  requests: Page<PlanningRequestSummary>
  timeZone: string
}) {
  const navigate = useNavigate()
  return (
    <main id="main" className="page portal-page">
      <h1>Planning requests</h1>
      <p>What visitors sent from the website’s Plan Now pages. Open one to read every answer, mark it, or open a case from it.</p>
      <div className="studio-filter">
        <label htmlFor="request-state">Show</label>
        <select
          id="request-state"
          value={state ?? ''}
          onChange={(event) => {
            const value = event.target.value as PlanningRequestState | ''
            void navigate({ to: '/studio/requests', search: value ? { state: value } : {} })
          }}
        >
          {REQUEST_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {requests.content.length === 0 ? (
        <div className="portal-empty">
          <p>{state ? `No ${REQUEST_STATE_LABELS[state].toLowerCase()} requests.` : 'No planning requests yet.'}</p>
          <p>Requests appear here as visitors send them from the website.</p>
        </div>
      ) : (
        <ul className="studio-cases" aria-label="Planning requests">
          {requests.content.map((r) => (
            <li key={r.id} className="studio-case">
              <h2 className="studio-case__name">
                <Link to="/studio/requests/$id" params={{ id: String(r.id) }}>
                  {fullName(r.person)}
                </Link>
              </h2>
              <p className="studio-case__facts">
                <strong>{REQUEST_STATE_LABELS[r.state]}</strong> · {planTypeLabel(r.planType)} · from {fullName(r.contact) || 'the website'}{' '}
                · {sentAt(r.createdAt, timeZone)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {requests.totalPages > 1 ? (
        <nav className="portal-pager" aria-label="More requests">
          {page > 1 ? (
            <Link to="/studio/requests" search={{ page: page - 1, ...(state ? { state } : {}) }}>
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {requests.totalPages}
          </span>
          {page < requests.totalPages ? (
            <Link to="/studio/requests" search={{ page: page + 1, ...(state ? { state } : {}) }}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}
