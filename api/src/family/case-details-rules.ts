import { CASE_DETAILS_REQUIRED, type CaseDetailsBody } from '#contract/case-details.ts'
import type { FieldErrors } from '#contract/errors.ts'

/** Required fields still empty, in form order. */
export function missingDetails(details: CaseDetailsBody | null): string[] {
  if (!details) return [...CASE_DETAILS_REQUIRED]
  return CASE_DETAILS_REQUIRED.filter((field) => {
    const value = details[field]
    return value === undefined || value === null || value === ''
  })
}

/**
 * Rules across fields that a schema cannot say alone. `today` is the caller's calendar date
 * (`YYYY-MM-DD`), so a death "today" in Chicago is not "in the future" in UTC.
 */
export function detailsErrors(details: CaseDetailsBody, today: string): FieldErrors {
  const errors: FieldErrors = {}
  if (details.birthDate && details.birthDate > today) errors.birthDate = 'The date of birth cannot be in the future'
  if (details.deathDate && details.deathDate > today) errors.deathDate = 'The date of death cannot be in the future'
  if (details.birthDate && details.deathDate && details.deathDate < details.birthDate) {
    errors.deathDate = 'The date of death cannot be before the date of birth'
  }
  const military = details.military
  if (military?.fromYear && military.toYear && military.toYear < military.fromYear) {
    errors['military.toYear'] = 'The end of service cannot be before its start'
  }
  return errors
}

/** Same rule for the obituary's dates. */
export function lifeDatesErrors(birthDate: string | null | undefined, deathDate: string | null | undefined): FieldErrors {
  if (birthDate && deathDate && deathDate < birthDate) return { deathDate: 'The date of death cannot be before the date of birth' }
  return {}
}
