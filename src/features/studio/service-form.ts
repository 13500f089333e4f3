import { z } from 'zod'
import { SERVICE_EVENT_KIND_VALUES } from '#contract/obituary-constants.ts'
import { SERVICE_MESSAGES, type ServiceChangeBody, type ServiceCreateBody, type StaffService } from '#contract/studio-services.ts'
import { line, text } from '#contract/text.ts'
import type { Location } from '#contract/website.ts'
import { DATE_MESSAGES, VALIDATION_MESSAGES } from '#contract/validation-messages.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'
import { isoToUsDate, parseUsDate, usDateToIso } from '#src/lib/us-date.ts'

/** Where a gathering is: one of the home's locations, or another place typed with its address. */
const REQUIRED = VALIDATION_MESSAGES.required

export const PLACE_KINDS = ['location', 'address'] as const
export type PlaceKind = (typeof PLACE_KINDS)[number]

/** A service as typed: the day as MM/DD/YYYY (the date picker's value), times as HH:MM on the home's clock. */
export type ServiceValues = {
  kind: string
  date: string
  startTime: string
  endTime: string
  placeKind: PlaceKind
  locationId: string
  /** Another place: its name ("St. Mark's Church") and address. */
  placeName: string
  line1: string
  line2: string
  city: string
  region: string
  postalCode: string
  note: string
  livestreamUrl: string
}

export const emptyService = (locationId: string): ServiceValues => ({
  kind: '',
  date: '',
  startTime: '',
  endTime: '',
  placeKind: 'location',
  locationId,
  placeName: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
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
    placeKind: z.enum(PLACE_KINDS),
    locationId: line(),
    placeName: line(120),
    line1: line(120),
    line2: line(120),
    city: line(80),
    region: line(2),
    postalCode: line(10),
    note: text(500),
    livestreamUrl: z.union([z.literal(''), z.url({ protocol: /^https$/, error: SERVICE_MESSAGES.livestreamUrl }).max(500)]),
  })
  .refine((v) => v.endTime === '' || padTime(v.endTime) > padTime(v.startTime), {
    path: ['endTime'],
    message: SERVICE_MESSAGES.endBeforeStart,
  })
  .superRefine((v, ctx) => {
    if (v.placeKind === 'location') {
      if (!v.locationId) ctx.addIssue({ code: 'custom', path: ['locationId'], message: SERVICE_MESSAGES.location })
      return
    }
    // Another place: what the api's address needs, said on each field.
    for (const key of ['placeName', 'line1', 'city'] as const) {
      if (!v[key].trim()) ctx.addIssue({ code: 'custom', path: [key], message: REQUIRED })
    }
    if (!/^[A-Z]{2}$/.test(v.region.trim().toUpperCase()))
      ctx.addIssue({ code: 'custom', path: ['region'], message: v.region.trim() ? SERVICE_MESSAGES.region : REQUIRED })
    if (!/^\d{5}(-\d{4})?$/.test(v.postalCode.trim()))
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: v.postalCode.trim() ? SERVICE_MESSAGES.postalCode : REQUIRED })
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
    ...(values.placeKind === 'location'
      ? { locationId: Number(values.locationId) }
      : {
          place: {
            name: values.placeName.trim(),
            line1: values.line1.trim(),
            ...(values.line2.trim() ? { line2: values.line2.trim() } : {}),
            city: values.city.trim(),
            region: values.region.trim().toUpperCase(),
            postalCode: values.postalCode.trim(),
          },
        }),
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
    ...(values.livestreamUrl.trim() ? { livestreamUrl: values.livestreamUrl.trim() } : {}),
  }
}

/**
 * A change from the form: the whole service as typed, and what was emptied sent as null so the api
 * clears it (the end time, the note, the livestream link); left out, the api would keep the old one.
 */
export function serviceChangeBody(values: ServiceValues): ServiceChangeBody {
  return { endTime: null, note: null, livestreamUrl: null, ...serviceBody(values) }
}

/**
 * A set service as the form edits it. The api copies a location's name and address onto the service
 * and keeps no id, so a place that still reads as one of the home's locations is shown as that
 * location; anything else is an address to edit.
 */
export function serviceValuesFrom(service: StaffService, locations: readonly Location[]): ServiceValues {
  const { name, address } = service.place
  const location = locations.find(
    (l) => l.name === name && l.address.line1 === address.line1 && l.address.postalCode === address.postalCode,
  )
  const base = {
    ...emptyService(location ? String(location.id) : ''),
    kind: service.kind,
    date: isoToUsDate(service.date),
    startTime: service.startTime,
    endTime: service.endTime ?? '',
    note: service.note ?? '',
    livestreamUrl: service.livestreamUrl ?? '',
  }
  if (location) return base
  return {
    ...base,
    placeKind: 'address',
    placeName: name,
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    region: address.region,
    postalCode: address.postalCode,
  }
}

/** The api names a wrong address field `place.city`; the form names it `city`. */
export const SERVICE_FIELD_OF: Record<string, keyof ServiceValues> = {
  'place.name': 'placeName',
  'place.line1': 'line1',
  'place.line2': 'line2',
  'place.city': 'city',
  'place.region': 'region',
  'place.postalCode': 'postalCode',
  place: 'placeName',
}

/** A service being typed is kept on the device per case, as the first call is. */
export const serviceDraftKey = (caseId: number) => (host: string) => draftStorageKey('studio-service', host, caseId)

/** A change being typed to a set service is kept apart from a new one, per service. */
export const serviceChangeDraftKey = (caseId: number, serviceId: number) => (host: string) =>
  draftStorageKey('studio-service', host, caseId, serviceId)

/** What a kept draft reads back as: every answer a short string, a place kind of the two. */
export const ServiceDraftSchema = z.object({
  kind: z.string().max(40).catch(''),
  date: z.string().max(20).catch(''),
  startTime: z.string().max(10).catch(''),
  endTime: z.string().max(10).catch(''),
  placeKind: z.enum(PLACE_KINDS).catch('location'),
  locationId: z.string().max(20).catch(''),
  placeName: z.string().max(200).catch(''),
  line1: z.string().max(200).catch(''),
  line2: z.string().max(200).catch(''),
  city: z.string().max(200).catch(''),
  region: z.string().max(10).catch(''),
  postalCode: z.string().max(20).catch(''),
  note: z.string().max(600).catch(''),
  livestreamUrl: z.string().max(600).catch(''),
}) satisfies z.ZodType<ServiceValues>

/** Nothing typed beyond the defaults: no draft to keep. */
export function isUntypedService(values: ServiceValues, defaults: ServiceValues): boolean {
  return (Object.keys(defaults) as (keyof ServiceValues)[]).every((key) => values[key] === defaults[key])
}
