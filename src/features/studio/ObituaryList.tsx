import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import type { Page } from '#contract/paging.ts'
import type { StaffObituaryRow } from '#contract/studio-obituaries.ts'
import { OBITUARY_STATE_LABELS } from '#contract/studio-obituary-states.ts'
import { fullName } from '#core/names.ts'
import { Button } from '#src/ui/Button.tsx'
import { sentAt } from './requests.ts'

type Props = {
  page: number
  name: string | undefined
  obituaries: Page<StaffObituaryRow>
  timeZone: string
  onSearch: (name: string) => void
}

/** What the list says beside an obituary's state: when it goes or went public, or when it last changed. */
export function obituaryWhen(row: StaffObituaryRow, timeZone: string): string {
  if (row.state === 'scheduled' && row.scheduledFor) return `goes public ${sentAt(row.scheduledFor, timeZone)}`
  if (row.state === 'published' && row.publishedAt) return `public since ${sentAt(row.publishedAt, timeZone)}`
  if (row.updatedAt) return `last changed ${sentAt(row.updatedAt, timeZone)}`
  return 'nothing written yet'
}

/**
 * Every case's obituary (issue 38 point 1), newest case first, with where it stands; a search by
 * name and a pager, both in the address (a reload, or a shared link, shows the same page).
 */
export function ObituaryList({ page, name, obituaries, timeZone, onSearch }: Props) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSearch(String(new FormData(event.currentTarget).get('name') ?? '').trim())
  }
  const search = name ? { name } : {}
  return (
    <main id="main" className="page portal-page">
      <h1>Obituaries</h1>
      <p>Each case’s obituary: write it, send it to the family to review, and publish it now or at a set time.</p>
      <search aria-label="Search the obituaries">
        <form key={name ?? ''} className="studio-filters" method="get" action="/studio/obituaries" onSubmit={submit}>
          <div className="field studio-filters__name">
            <label className="field__label" htmlFor="obituary-search-name">
              Name
            </label>
            <p className="field__hint" id="obituary-search-name-hint">
              First, middle or last name, or a part of one.
            </p>
            <input
              id="obituary-search-name"
              className="field__control field__control--input field__control--full"
              type="search"
              name="name"
              defaultValue={name ?? ''}
              maxLength={100}
              autoComplete="off"
              aria-describedby="obituary-search-name-hint"
            />
          </div>
          <div className="studio-filters__buttons">
            <Button type="submit">Search</Button>
            {name ? (
              <Link to="/studio/obituaries" search={{}} className="inline-flex min-h-11 items-center">
                Clear the search
              </Link>
            ) : null}
          </div>
        </form>
      </search>
      {obituaries.content.length === 0 ? (
        <div className="portal-empty">
          {name ? (
            <p>
              No case matched “{name}”.{' '}
              <Link to="/studio/obituaries" search={{}}>
                Show every obituary
              </Link>
            </p>
          ) : (
            <>
              <p>No cases yet, so no obituaries.</p>
              <p>
                An obituary belongs to a case: <Link to="/studio/cases/new">take a first call</Link> to open one.
              </p>
            </>
          )}
        </div>
      ) : (
        <ul className="studio-cases" aria-label="Obituaries">
          {obituaries.content.map((row) => (
            <li key={row.caseId} className="studio-case" data-state={row.state}>
              <h2 className="studio-case__name">
                <Link to="/studio/cases/$id/obituary" params={{ id: String(row.caseId) }}>
                  {fullName(row)}
                </Link>
              </h2>
              <p className="studio-case__facts">
                <strong>{OBITUARY_STATE_LABELS[row.state]}</strong> · {obituaryWhen(row, timeZone)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {obituaries.totalPages > 1 ? (
        <nav className="portal-pager" aria-label="More obituaries">
          {page > 1 ? (
            <Link to="/studio/obituaries" search={{ page: page - 1, ...search }}>
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {obituaries.totalPages}
          </span>
          {page < obituaries.totalPages ? (
            <Link to="/studio/obituaries" search={{ page: page + 1, ...search }}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}
