import type { StaffObituary } from '#contract/studio-obituaries.ts'
import { isoToUsDate } from '#src/lib/us-date.ts'

/** The editor's values without zod (obituary-form.ts has the schemas), for the screens' first load. */

/** The obituary as typed in the studio: the names as printed, the dates as MM/DD/YYYY (the date picker's), the words. */
export type ObituaryValues = {
  firstName: string
  middleName: string
  lastName: string
  birthDate: string
  deathDate: string
  text: string
}

type Source = Pick<StaffObituary, 'firstName' | 'middleName' | 'lastName' | 'birthDate' | 'deathDate' | 'text'>

/** The form's values from a saved obituary, a first draft, or the case's own name and dates. */
export function obituaryValues(from: Source): ObituaryValues {
  return {
    firstName: from.firstName,
    middleName: from.middleName ?? '',
    lastName: from.lastName,
    birthDate: from.birthDate ? isoToUsDate(from.birthDate) : '',
    deathDate: from.deathDate ? isoToUsDate(from.deathDate) : '',
    text: from.text,
  }
}
