import { z } from 'zod'
import { SERVICE_EVENT_KIND_VALUES } from '#contract/obituary-constants.ts'
import { SERVICE_MESSAGES, type ServiceCreateBody } from '#contract/studio-services.ts'
import { line, text } from '#contract/text.ts'
import { DATE_MESSAGES } from '#contract/validation-messages.ts'
import { parseUsDate, usDateToIso } from '#src/lib/us-date.ts'

/** A service as typed: the day as MM/DD/YYYY (the date picker's value), times as HH:MM on the home's clock. */
export type ServiceValues = {
  kind: string
  date: string
  startTime: string
  endTime: string
  locationId: string
  note: string
  livestreamUrl: string
}

export const emptyService = (locationId: string): ServiceValues => ({
  kind: '',
  date: '',
  startTime: '',
  endTime: '',
  locationId,
  note: '',
  livestreamUrl: '',
})

const time = line(5).regex(/^([01]?\d|2[0-3]):[0-5]\d$/, SERVICE_MESSAGES.time)

/** What the form checks as it is typed, with the contract's messages. */
export const serviceFormSchema = z
  .object({
    kind: z.enum(SERVICE_EVENT_KIND_VALUES, { error: SERVICE_MESSAGES.kind }),
    date: line().refine((value) => parseUsDate(value) !== null, DATE_MESSAGES.notReal),
    startTime: time,
    endTime: z.union([z.literal(''), time]),
    locationId: line().min(1, SERVICE_MESSAGES.location),
    note: text(500),
    livestreamUrl: z.union([z.literal(''), z.url({ protocol: /^https$/, error: SERVICE_MESSAGES.livestreamUrl }).max(500)]),
  })
  .refine((v) => v.endTime === '' || padTime(v.endTime) > padTime(v.startTime), {
    path: ['endTime'],
    message: SERVICE_MESSAGES.endBeforeStart,
  })

/** `9:05` as the api reads it, `09:05`. */
export function padTime(value: string): string {
  return value.trim().padStart(5, '0')
}

/** The call's body from the form: empty answers left out. */
export function serviceBody(values: ServiceValues): ServiceCreateBody {
  return {
    kind: values.kind as ServiceCreateBody['kind'],
    date: usDateToIso(values.date) ?? '',
    startTime: padTime(values.startTime),
    ...(values.endTime.trim() ? { endTime: padTime(values.endTime) } : {}),
    locationId: Number(values.locationId),
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
    ...(values.livestreamUrl.trim() ? { livestreamUrl: values.livestreamUrl.trim() } : {}),
  }
}
