import { useState, type FormEvent } from 'react'
import { OBITUARY_QUERY_MAX } from '#contract/obituary-constants.ts'
import type { ObituarySummary } from '#contract/obituaries.ts'
import type { Page } from '../../../contract/paging.ts'
import type { Location } from '../../../contract/website.ts'
import { PHOTO_WIDTHS } from '../../lib/responsive-image.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { SiteLink, usePreviewing } from '../../ui/SiteLink.tsx'
import { MediaPhoto } from '#src/features/media/index.ts'
import type { PhotoPlace } from '#src/features/media/index.ts'
import { dateRangeProblem, hasFilters, lifeDates, obituaryHref, searchHref, type ObituariesSearch } from './rules.ts'

/** Placeholder size when a photo's dimensions are unknown: the 4:5 the cards are drawn at. */
const PORTRAIT = { width: 480, height: 600 }
/**
 * The results' grid (obituaries.css .obituary-results: columns of 14rem and up in the content
 * width): about a quarter of 72rem on a wide screen, half the window or all of it below.
 */
const RESULT_PHOTO_PLACE: PhotoPlace = { sizes: '(min-width: 64rem) 18rem, (min-width: 31rem) 50vw, 100vw', widths: PHOTO_WIDTHS }
/** Results in the first row on a wide screen: loaded at once; the rest when scrolled near. */
const FIRST_ROW = 3

type SearchFormProps = { search: ObituariesSearch; locations: Location[]; rangeProblem?: string }

/**
 * A plain GET form to /obituaries: it works before (or without) JavaScript, and the result is a
 * shareable address (?query=&from=&to=&locationId=). Re-keyed by the search so it shows it.
 */
function SearchForm({ search, locations, rangeProblem }: SearchFormProps) {
  const previewing = usePreviewing()
  // From the address (a search already sent) or from this submit, before anything is sent.
  const [problem, setProblem] = useState(rangeProblem)

  function checkRange(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget)
    const found = dateRangeProblem({ from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') })
    setProblem(found)
    if (found) {
      event.preventDefault()
      event.currentTarget.querySelector<HTMLInputElement>('#obituary-search-to')?.focus()
    }
  }

  return (
    <search aria-label="Search obituaries">
      <form key={searchHref(search)} className="obituary-search__form" method="get" action="/obituaries" onSubmit={checkRange}>
        {previewing ? <input type="hidden" name="preview" value="true" /> : null}
        {typeof previewing === 'string' ? <input type="hidden" name="previewToken" value={previewing} /> : null}
        <div className="field obituary-search__query">
          <label className="field__label" htmlFor="obituary-search-query">
            Name
          </label>
          <p className="field__hint" id="obituary-search-query-hint">
            First name, last name, or both.
          </p>
          <input
            id="obituary-search-query"
            className="field__control field__control--input field__control--full"
            type="search"
            name="query"
            defaultValue={search.query ?? ''}
            maxLength={OBITUARY_QUERY_MAX}
            autoComplete="off"
            aria-describedby="obituary-search-query-hint"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="obituary-search-from">
            Died on or after
          </label>
          <input
            id="obituary-search-from"
            className="field__control field__control--input field__control--full"
            type="date"
            name="from"
            defaultValue={search.from ?? ''}
          />
        </div>
        <div className={problem ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="obituary-search-to">
            Died on or before
          </label>
          <div className="field__error" id="obituary-search-to-error" aria-live="polite">
            {problem ? (
              <p className="field__error-message">
                <span>
                  <span className="visually-hidden">Error: </span>
                  {problem}
                </span>
              </p>
            ) : null}
          </div>
          <input
            id="obituary-search-to"
            className="field__control field__control--input field__control--full"
            type="date"
            name="to"
            defaultValue={search.to ?? ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby="obituary-search-to-error"
          />
        </div>
        {locations.length > 1 ? (
          <div className="field">
            <label className="field__label" htmlFor="obituary-search-location">
              Location
            </label>
            <select
              id="obituary-search-location"
              className="field__control field__control--select field__control--full"
              name="locationId"
              defaultValue={search.locationId ? String(search.locationId) : ''}
            >
              <option value="">All locations</option>
              {locations.map((location) => (
                <option key={location.id} value={String(location.id)}>
                  {location.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="obituary-search__buttons">
          <Button type="submit">Search</Button>
          {hasFilters(search) ? (
            <SiteLink to="/obituaries" className="obituary-search__clear inline-flex min-h-11 items-center">
              Clear search
            </SiteLink>
          ) : null}
        </div>
      </form>
    </search>
  )
}

function ResultCard({ obituary, eager }: { obituary: ObituarySummary; eager: boolean }) {
  const href = obituaryHref(obituary)
  const dates = lifeDates(obituary.birthDate, obituary.deathDate)
  return (
    <li className="obituary-result" data-obituary-id={obituary.id}>
      {obituary.photo ? (
        // Decorative: the name under it is the link and says who it is.
        <MediaPhoto
          className="obituary-result__photo"
          photo={obituary.photo}
          place={RESULT_PHOTO_PLACE}
          fallbackSize={PORTRAIT}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className="obituary-result__placeholder" aria-hidden="true" />
      )}
      <h2 className="obituary-result__name">
        <SiteLink to={href}>{obituary.fullName}</SiteLink>
      </h2>
      {dates ? <p className="obituary-result__meta">{dates}</p> : null}
      {obituary.location ? <p className="obituary-result__meta">{obituary.location.name}</p> : null}
    </li>
  )
}

type ObituarySearchProps = {
  search: ObituariesSearch
  locations: Location[]
  /** The results; none when the search was not run (a reversed date range). */
  results?: Page<ObituarySummary>
  rangeProblem?: string
}

/** 'No matching data' (spec wording) and what to try next. */
function NoMatch({ search }: { search: ObituariesSearch }) {
  const words = search.query?.split(/\s+/).filter(Boolean).length ?? 0
  return (
    <div className="obituary-search__none">
      <EmptyState kind="no-match" />
      <p className="obituary-search__try-title">You could try:</p>
      <ul className="obituary-search__try">
        {words > 1 ? <li>fewer words, or only the last name</li> : null}
        {words === 1 ? <li>only part of the name, or another spelling</li> : null}
        {search.from || search.to ? <li>clearing the dates, or widening them</li> : null}
        {search.locationId ? <li>all locations</li> : null}
        <li>
          <SiteLink to="/obituaries">clearing all filters</SiteLink> to see every obituary
        </li>
      </ul>
    </div>
  )
}

/** /obituaries: search for a loved one, newest first, a page at a time. */
export function ObituarySearch({ search, results, locations, rangeProblem }: ObituarySearchProps) {
  const page = search.page ?? 1
  const filtered = hasFilters(search)
  return (
    <main id="main" className="page obituary-search">
      <h1>Obituaries</h1>
      <p>Search for a loved one by name, date of passing or location.</p>
      <SearchForm search={search} locations={locations} rangeProblem={rangeProblem} />
      {results ? <Results search={search} results={results} filtered={filtered} page={page} /> : null}
    </main>
  )
}

function Results({
  search,
  results,
  filtered,
  page,
}: {
  search: ObituariesSearch
  results: Page<ObituarySummary>
  filtered: boolean
  page: number
}) {
  const total = results.totalElements
  return (
    <>
      {results.content.length === 0 ? (
        filtered || page > 1 ? (
          <NoMatch search={search} />
        ) : (
          <EmptyState kind="none" />
        )
      ) : (
        <>
          <p className="obituary-search__summary">
            {total === 1 ? '1 obituary' : `${total} obituaries`}
            {filtered ? ' found' : ''}
            {results.totalPages > 1 ? ` · page ${page} of ${results.totalPages}` : ''}
          </p>
          <ul className="obituary-results" aria-label="Obituaries">
            {results.content.map((obituary, index) => (
              <ResultCard key={obituary.id} obituary={obituary} eager={page === 1 && index < FIRST_ROW} />
            ))}
          </ul>
        </>
      )}
      {results.totalPages > 1 || page > 1 ? (
        <nav className="obituary-pager" aria-label="Result pages">
          {page > 1 ? (
            <SiteLink to={searchHref(search, Math.min(page - 1, Math.max(results.totalPages, 1)))} rel="prev">
              Newer obituaries
            </SiteLink>
          ) : null}
          {page <= results.totalPages ? (
            <span className="text-muted">
              Page {page} of {results.totalPages}
            </span>
          ) : null}
          {page < results.totalPages ? (
            <SiteLink to={searchHref(search, page + 1)} rel="next">
              Older obituaries
            </SiteLink>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
