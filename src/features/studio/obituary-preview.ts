import type { MediaFile } from '#contract/files.ts'
import { usDateToIso } from '#src/lib/us-date.ts'
import type { ObituaryValues } from './obituary-values.ts'

/**
 * The editor's preview of words not yet saved (decision 059): what is typed, shaped as the public
 * page's own component reads an obituary (names trimmed, an empty middle name none, a date typed
 * half-way or wrong simply not shown), with the saved portrait.
 */
export function typedPreview(values: ObituaryValues, photo: MediaFile | null) {
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim() || null,
    lastName: values.lastName.trim(),
    birthDate: usDateToIso(values.birthDate),
    deathDate: usDateToIso(values.deathDate),
    text: values.text,
    photo,
  }
}

/** True when what is typed differs from what is saved (spaces around a name do not count). */
export function typedDiffers(typed: ObituaryValues | undefined, saved: ObituaryValues): typed is ObituaryValues {
  if (!typed) return false
  return (Object.keys(saved) as (keyof ObituaryValues)[]).some((key) =>
    key === 'text' ? typed.text !== saved.text : typed[key].trim() !== saved[key].trim(),
  )
}
