import { Link } from '@tanstack/react-router'
import type { FamilyCase } from '#contract/family.ts'
import type { Page } from '#contract/paging.ts'
import { TEXTS } from '#src/lib/texts.ts'
import { fullName } from '#core/names.ts'
import { formatCents } from '#core/money.ts'

const CASE_KIND: Record<FamilyCase['status'], string> = { AT_NEED: 'At-need', PRE_PLAN: 'Pre-need', CLOSED: 'Closed' }

/** What staff read of a case at a glance: kind, the family's tasks left, and the balance once submitted. */
export function caseFacts(c: Pick<FamilyCase, 'status' | 'openTasks' | 'totalTasks' | 'balanceDueCents'>): string {
  const tasks = c.totalTasks === 0 ? 'no tasks' : `${c.openTasks} of ${c.totalTasks} tasks open`
  const balance = c.balanceDueCents === null ? 'not submitted' : `${formatCents(c.balanceDueCents)} due`
  return `${CASE_KIND[c.status]} · ${tasks} · ${balance}`
}

/** The studio's case list: each case's name leads to its studio page; paged. */
export function StudioCaseList({ page, cases }: { page: number; cases: Page<FamilyCase> }) {
  return (
    <main id="main" className="page portal-page">
      <h1>Cases</h1>
      <p>
        <Link to="/studio/cases/new" className="button button--primary">
          Take a first call
        </Link>
      </p>
      {cases.content.length === 0 ? (
        <div className="portal-empty">
          <p>{TEXTS.noData}</p>
          <p>The home’s cases appear here as they are opened.</p>
        </div>
      ) : (
        <ul className="studio-cases" aria-label="The funeral home’s cases">
          {cases.content.map((c) => (
            <li key={c.id} className="studio-case">
              <h2 className="studio-case__name">
                <Link to="/studio/cases/$id" params={{ id: String(c.id) }}>
                  {fullName(c)}
                </Link>
              </h2>
              <p className="studio-case__facts">{caseFacts(c)}</p>
              <Link to="/studio/cases/$id/services" params={{ id: String(c.id) }}>
                Services for {fullName(c)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {cases.totalPages > 1 ? (
        <nav className="portal-pager" aria-label="More cases">
          {page > 1 ? (
            <Link to="/studio/cases" search={{ page: page - 1 }}>
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {cases.totalPages}
          </span>
          {page < cases.totalPages ? (
            <Link to="/studio/cases" search={{ page: page + 1 }}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}
