import { z } from 'zod'
import type { StaffObituaryBody } from '#contract/studio-obituaries.ts'
import { line, text } from '#contract/text.ts'
import { DATE_MESSAGES, VALIDATION_MESSAGES } from '#contract/validation-messages.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'
import type { ObituaryValues } from './obituary-values.ts'
import { parseUsDate, usDateToIso } from '#src/lib/us-date.ts'

const optionalDate = z.union([z.literal(''), line().refine((value) => parseUsDate(value) !== null, DATE_MESSAGES.notReal)])

/** What the form checks as it is typed, with the contract's messages. */
export const obituaryFormSchema = z.object({
  firstName: line(100).min(1, VALIDATION_MESSAGES.required),
  middleName: line(100),
  lastName: line(100).min(1, VALIDATION_MESSAGES.required),
  birthDate: optionalDate,
  deathDate: optionalDate,
  text: text(20_000),
})

/** The call's body: empty answers as null. */
export function obituaryBody(values: ObituaryValues): StaffObituaryBody {
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim() || null,
    lastName: values.lastName.trim(),
    birthDate: usDateToIso(values.birthDate) ?? null,
    deathDate: usDateToIso(values.deathDate) ?? null,
    text: values.text,
  }
}

/** Kept on the device while typed, per case. */
export const obituaryDraftKey = (caseId: number) => (host: string) => draftStorageKey('studio-obituary', host, caseId)

export const ObituaryDraftSchema = z.object({
  firstName: z.string().max(200).catch(''),
  middleName: z.string().max(200).catch(''),
  lastName: z.string().max(200).catch(''),
  birthDate: z.string().max(20).catch(''),
  deathDate: z.string().max(20).catch(''),
  text: z.string().max(20_000).catch(''),
}) satisfies z.ZodType<ObituaryValues>

export function sameObituary(a: ObituaryValues, b: ObituaryValues): boolean {
  return (Object.keys(a) as (keyof ObituaryValues)[]).every((key) => a[key].trim() === b[key].trim())
}

/** The schedule as typed: a day (MM/DD/YYYY) and a time (HH:MM) on the home's clock. */
export type ScheduleValues = { date: string; time: string }

export const SCHEDULE_TIME_MESSAGE = 'Please enter a time as hours and minutes, for example 10:00 or 14:30.'

export const scheduleFormSchema = z.object({
  date: line().refine((value) => parseUsDate(value) !== null, DATE_MESSAGES.notReal),
  time: line(5).regex(/^([01]?\d|2[0-3]):[0-5]\d$/, SCHEDULE_TIME_MESSAGE),
})

export function scheduleBody(values: ScheduleValues) {
  return { when: 'at' as const, date: usDateToIso(values.date) ?? '', time: values.time.trim().padStart(5, '0') }
}

export const scheduleDraftKey = (caseId: number) => (host: string) => draftStorageKey('studio-obituary-schedule', host, caseId)

export const ScheduleDraftSchema = z.object({ date: z.string().max(20).catch(''), time: z.string().max(10).catch('') })
