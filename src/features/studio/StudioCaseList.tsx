import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { CASE_KINDS, CASE_STAGES, KIND_LABELS, STAGE_LABELS } from '#contract/case-stages.ts'
import type { Page } from '#contract/paging.ts'
import type { StaffCaseRow } from '#contract/studio-case-page.ts'
import { formatCents } from '#core/money.ts'
import { fullName } from '#core/names.ts'
import { useSite } from '#src/features/site/index.ts'
import { TEXTS } from '#src/lib/texts.ts'
import { Button } from '#src/ui/Button.tsx'
import { caseDirectorsQuery } from './queries.ts'
import { countSentence, hasFilters, NAME_MAX, searchFromForm, type CaseListSearch } from './studio-case-filters.ts'

/** What staff read of a case at a glance: kind, stage, the family's tasks left, and the balance once submitted. */
export function caseFacts(c: Pick<StaffCaseRow, 'kind' | 'stage' | 'openTasks' | 'totalTasks' | 'balanceDueCents'>): string {
  const tasks = c.totalTasks === 0 ? 'no tasks' : `${c.openTasks} of ${c.totalTasks} tasks open`
  const balance = c.balanceDueCents === null ? 'not submitted' : `${formatCents(c.balanceDueCents)} due`
  return `${KIND_LABELS[c.kind]} · ${STAGE_LABELS[c.stage]} · ${tasks} · ${balance}`
}

/** Where and who: "Riverside Chapel · Rosa Delgado in charge · opened November 18, 2026". */
export function caseWhereWho(c: Pick<StaffCaseRow, 'location' | 'director' | 'createdAt'>, timeZone: string): string {
  const opened = new Date(c.createdAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone })
  const director = c.director ? `${fullName(c.director)} in charge` : 'no director in charge'
  return `${c.location.name} · ${director} · opened ${opened}`
}

type Props = { search: CaseListSearch; cases: Page<StaffCaseRow>; onSearch: (search: CaseListSearch) => void }

/** The studio's case list: a search and filters that live in the address, a count, the cases, and pages that keep the filters. */
export function StudioCaseList({ search, cases, onSearch }: Props) {
  const { company } = useSite()
  const page = search.page ?? 1
  const filtered = hasFilters(search)
  return (
    <main id="main" className="page portal-page">
      <h1>Cases</h1>
      <p>
        <Link to="/studio/cases/new" className="button button--primary">
          Take a first call
        </Link>
      </p>
      <CaseFilters search={search} onSearch={onSearch} />
      <output className="studio-count">{countSentence(cases.totalElements, filtered)}</output>
      {cases.content.length === 0 ? (
        <div className="portal-empty">
          <p>{filtered ? TEXTS.noMatchingData : TEXTS.noData}</p>
          {filtered ? (
            <p>
              No case matched this search.{' '}
              <Link to="/studio/cases" search={{}}>
                Clear the filters
              </Link>{' '}
              to see every case.
            </p>
          ) : (
            <p>The home’s cases appear here as they are opened.</p>
          )}
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
              <p className="studio-case__facts">{caseWhereWho(c, company.timeZone)}</p>
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
            <Link to="/studio/cases" search={{ ...search, page: page - 1 }}>
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {cases.totalPages}
          </span>
          {page < cases.totalPages ? (
            <Link to="/studio/cases" search={{ ...search, page: page + 1 }}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}

function SelectFilter({
  id,
  label,
  name,
  value,
  all,
  options,
}: {
  id: string
  label: string
  name: string
  value: string
  all: string
  options: readonly { value: string; label: string }[]
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control field__control--select field__control--full" name={name} defaultValue={value}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * A plain GET form to /studio/cases (it works before the page is interactive); once it is, the
 * search is a client navigation. Re-keyed by the search, so the back button shows what it says.
 */
function CaseFilters({ search, onSearch }: { search: CaseListSearch; onSearch: (search: CaseListSearch) => void }) {
  const { locations } = useSite()
  const { data: directors } = useQuery(caseDirectorsQuery)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSearch(searchFromForm(new FormData(event.currentTarget)))
  }
  return (
    <search aria-label="Search the cases">
      <form key={JSON.stringify(search)} className="studio-filters" method="get" action="/studio/cases" onSubmit={submit}>
        <div className="field studio-filters__name">
          <label className="field__label" htmlFor="case-search-name">
            Name
          </label>
          <p className="field__hint" id="case-search-name-hint">
            First, middle or last name, or a part of one.
          </p>
          <input
            id="case-search-name"
            className="field__control field__control--input field__control--full"
            type="search"
            name="name"
            defaultValue={search.name ?? ''}
            maxLength={NAME_MAX}
            autoComplete="off"
            aria-describedby="case-search-name-hint"
          />
        </div>
        <SelectFilter
          id="case-search-stage"
          label="Stage"
          name="stage"
          value={search.stage ?? ''}
          all="Every stage"
          options={CASE_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }))}
        />
        <SelectFilter
          id="case-search-kind"
          label="Kind"
          name="kind"
          value={search.kind ?? ''}
          all="At-need and pre-need"
          options={CASE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        />
        {locations.length > 1 ? (
          <SelectFilter
            id="case-search-location"
            label="Location"
            name="location"
            value={search.location ? String(search.location) : ''}
            all="Every location"
            options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
          />
        ) : null}
        <SelectFilter
          id="case-search-director"
          label="Director in charge"
          name="director"
          value={search.director ? String(search.director) : ''}
          all="Any director"
          options={(directors ?? []).map((d) => ({ value: String(d.id), label: fullName(d) }))}
        />
        <div className="studio-filters__buttons">
          <Button type="submit">Search</Button>
          {hasFilters(search) ? (
            <Link to="/studio/cases" search={{}} className="inline-flex min-h-11 items-center">
              Clear the filters
            </Link>
          ) : null}
        </div>
      </form>
    </search>
  )
}
