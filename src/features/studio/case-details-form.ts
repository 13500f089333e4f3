import { z } from 'zod'
import type { StaffCase, StaffCaseChangeBody } from '#contract/studio-case-page.ts'
import { STAFF_CASE_MESSAGES } from '#contract/studio-case-page.ts'
import { line } from '#contract/text.ts'
import {
  detailsBody,
  DetailsDraftSchema,
  detailsFormSchema,
  detailsValues,
  sameDetails,
  type DetailsValues,
} from '#src/features/tasks/index.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'

/**
 * The studio's correction of a case (PATCH /api/staff/cases/{id}): the family's add-details form
 * and its rules, with where they are now, the location and the director in charge. Pure: the
 * values from the case, the call's body from the values, and the api's field names on the form's.
 */

export type CaseEditValues = DetailsValues & { whereNow: string; locationId: string; directorUserId: string }

/** The form's values from the case as the api holds it. */
export function caseEditValues(theCase: StaffCase): CaseEditValues {
  const known = theCase.details.details ?? {
    firstName: theCase.firstName,
    middleName: theCase.middleName,
    lastName: theCase.lastName,
    birthDate: theCase.birthDate,
    deathDate: theCase.deathDate,
    deathPlace: theCase.firstCall?.deathPlace ?? null,
  }
  return {
    ...detailsValues(known, theCase),
    whereNow: theCase.firstCall?.whereNow ?? '',
    locationId: String(theCase.location.id),
    directorUserId: theCase.director ? String(theCase.director.id) : '',
  }
}

/** What the form checks as it is typed: the add-details rules, and a location. */
export const caseEditFormSchema = detailsFormSchema.extend({
  whereNow: line(200),
  locationId: line().min(1, STAFF_CASE_MESSAGES.location),
  directorUserId: line(),
})

/** The call's body: the whole details document; where they are now only for a case the first call opened. */
export function caseEditBody(values: CaseEditValues, hasFirstCall: boolean): StaffCaseChangeBody {
  const { whereNow, locationId, directorUserId, ...details } = values
  return {
    details: detailsBody(details),
    ...(hasFirstCall ? { whereNow: whereNow.trim() || null } : {}),
    locationId: Number(locationId),
    directorUserId: directorUserId ? Number(directorUserId) : null,
  }
}

/** The api names a detail `details.birthDate` (or `details.military.toYear`); the form names it without the prefix. */
export function formFieldOf(apiField: string): string {
  return apiField.startsWith('details.') ? apiField.slice('details.'.length) : apiField
}

const draftText = z.string().max(4000).catch('')
/** What is read back from the device: text only. */
export const CaseEditDraftSchema = DetailsDraftSchema.extend({ whereNow: draftText, locationId: draftText, directorUserId: draftText })

/** One draft per funeral home and case. */
export const caseEditDraftKey = (host: string, caseId: number) => draftStorageKey('studio-case-details', host, caseId)

/** Whether two sets of values say the same (then there is no draft to keep). */
export function sameCaseEdit(a: CaseEditValues, b: CaseEditValues): boolean {
  return (
    sameDetails(a, b) && a.whereNow.trim() === b.whereNow.trim() && a.locationId === b.locationId && a.directorUserId === b.directorUserId
  )
}
