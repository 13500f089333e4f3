import type { CaseDetailsBody } from '#contract/case-details.ts'
import type { ObituaryState, ObituaryTemplate } from '#contract/studio-obituaries.ts'

/**
 * The obituary desk's pure rules (decision 059): where an obituary stands, and the plain first
 * draft from the family's details. No clock and no database, so unit tests hold them
 * (tests/unit/studio-obituary-rules.test.ts).
 */

type StateFacts = { publishedAt: string | null; scheduledFor: string | null; sentAt: string | null } | undefined

/** Published beats scheduled beats sent; a row nobody sent is a draft; no row: not started. */
export function obituaryState(row: StateFacts): ObituaryState {
  if (!row) return 'not-started'
  if (row.publishedAt) return 'published'
  if (row.scheduledFor) return 'scheduled'
  if (row.sentAt) return 'with-family'
  return 'draft'
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** `1938-04-02` as `April 2, 1938`; read as a calendar date, never through a time zone. */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`
}

function nameOf(d: CaseDetailsBody): string {
  const preferred = d.preferredName?.trim()
  const parts = [d.firstName, preferred ? `“${preferred}”` : null, d.middleName, d.lastName, d.suffix].filter((p) => p && p.trim())
  return parts.join(' ')
}

/** A sentence from parts present, or nothing: no part is ever invented or left as a blank. */
function sentence(...parts: (string | null | undefined | false)[]): string | null {
  const present = parts.filter((p): p is string => typeof p === 'string' && p.length > 0)
  return present.length > 0 ? `${present.join(' ')}.` : null
}

/**
 * The first draft: the facts the family gave, one plain sentence each, in paragraphs (blank lines,
 * as the obituary's text keeps them). Only what was answered appears; the home writes the rest.
 */
export function obituaryTemplate(d: CaseDetailsBody): ObituaryTemplate {
  const name = nameOf(d)
  const death = sentence(
    name,
    d.residence ? `of ${d.residence}` : null,
    'died',
    d.deathDate ? `on ${longDate(d.deathDate)}` : null,
    d.deathPlace ? `in ${d.deathPlace}` : null,
  )
  const born =
    d.birthDate || d.birthPlace
      ? sentence(
          `${d.firstName} was born`,
          d.birthDate ? `on ${longDate(d.birthDate)}` : null,
          d.birthPlace ? `in ${d.birthPlace}` : null,
          d.fatherName && d.motherName
            ? `to ${d.fatherName} and ${d.motherName}`
            : d.fatherName
              ? `to ${d.fatherName}`
              : d.motherName
                ? `to ${d.motherName}`
                : null,
        )
      : null
  const maiden = d.maidenName ? sentence(`${d.firstName} was born ${d.firstName} ${d.maidenName}`) : null
  const schools = d.schools ? sentence(`${d.firstName} studied at ${d.schools}`) : null
  const work = d.occupation ? sentence(`${d.firstName} worked as ${d.occupation}`, d.employer ? `at ${d.employer}` : null) : null
  const military = d.military
    ? sentence(
        `${d.firstName} served in the ${d.military.branch}`,
        d.military.rank ? `as ${d.military.rank}` : null,
        d.military.fromYear && d.military.toYear ? `from ${d.military.fromYear} to ${d.military.toYear}` : null,
      )
    : null
  // Only what the marital status says for certain: married (survived by) or widowed (predeceased by).
  const spouse = !d.spouseName
    ? null
    : d.maritalStatus === 'married'
      ? sentence(`${d.firstName} is survived by ${d.spouseName}`)
      : d.maritalStatus === 'widowed'
        ? sentence(`${d.firstName} was predeceased by ${d.spouseName}`)
        : null
  const paragraphs = [
    [death].filter(Boolean).join(' '),
    [born, maiden].filter(Boolean).join(' '),
    [schools, work, military].filter(Boolean).join(' '),
    [spouse].filter(Boolean).join(' '),
  ].filter((p) => p.length > 0)
  return {
    firstName: d.firstName,
    middleName: d.middleName ?? null,
    lastName: d.lastName,
    birthDate: d.birthDate ?? null,
    deathDate: d.deathDate ?? null,
    text: paragraphs.join('\n\n'),
  }
}
