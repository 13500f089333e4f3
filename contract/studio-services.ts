import { z } from 'zod'
import { CaseParamsSchema, IdParamSchema, IdSchema } from './common.ts'
import { SERVICE_EVENT_KIND_VALUES, ServiceEventSchema } from './obituaries.ts'
import { defineOperations } from './operation.ts'
import { STAFF_CASES_PATH } from './studio-cases.ts'
import { line, text } from './text.ts'

/**
 * A case's services for the funeral home's staff (issue 37 point 6, area `cases`): visitation,
 * funeral service, committal, reception … with the date and times in the home's own time zone, the
 * place (one of the home's locations, whose name and address are copied, or any address), a note
 * and a livestream link. The family's case home and the public obituary (with its calendar file)
 * read the same rows. Rules: api/src/staff/services.ts.
 */

/** The sentences of refusals (422s name the field to blame; a nested place field by its dotted path). */
export const SERVICE_MESSAGES = {
  /** 422 on `kind`. */
  kind: 'Please choose the kind of gathering: visitation, funeral service, memorial service, committal, celebration of life or reception.',
  /** 422 on `date`. */
  date: 'Please enter a real date as year, month and day, for example 2026-12-14.',
  /** 422 on `startTime` or `endTime`. */
  time: 'Please enter the time as hours and minutes on a 24-hour clock, for example 10:30 or 14:00.',
  /** 422 on `endTime`: not after the start (a gathering ends on the day it starts). */
  endBeforeStart: 'The end time must be after the start time, on the same day.',
  /** 422 on `place`: neither a location nor an address. */
  place: "Please choose one of the funeral home's locations, or enter the place's name and address.",
  /** 422 on `place`: both a location and an address. */
  placeAndLocation: 'Please choose one of the locations or enter an address, not both.',
  /** 422 on `locationId`: not a location of this home. */
  location: "Please choose one of this funeral home's locations.",
  /** 422 on `place.region`. */
  region: 'Please enter the state as two capital letters, for example IL.',
  /** 422 on `place.postalCode`. */
  postalCode: 'Please enter a ZIP code of 5 digits, or 5 and 4, for example 60614.',
  /** 422 on `livestreamUrl`. */
  livestreamUrl: 'Please enter the livestream link as a full web address that starts with https.',
  /** 404: the case has no service with that id. */
  notFound: 'This case has no service with that id.',
} as const

/** A message of the schema's own for a value that is there but wrong; an absent one is "This field is required". */
function unlessMissing(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? undefined : message)
}

const KindSchema = z.enum(SERVICE_EVENT_KIND_VALUES, { error: unlessMissing(SERVICE_MESSAGES.kind) })
const DateSchema = z.iso.date({ error: unlessMissing(SERVICE_MESSAGES.date) })
/** A wall-clock time, `HH:MM` on a 24-hour clock. */
const TimeSchema = z.string({ error: unlessMissing(SERVICE_MESSAGES.time) }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: SERVICE_MESSAGES.time,
})
/** Only an https link: a livestream page shown to every visitor of the obituary. */
const LivestreamUrlSchema = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: unlessMissing(SERVICE_MESSAGES.livestreamUrl) })
  .max(500)

/** A place that is not one of the home's locations: a church, a cemetery, a club. */
export const ServicePlaceBodySchema = z.object({
  name: line(120).min(1),
  line1: line(120).min(1),
  line2: line(120).optional(),
  city: line(80).min(1),
  /** US state or territory, two letters. */
  region: z.string({ error: unlessMissing(SERVICE_MESSAGES.region) }).regex(/^[A-Z]{2}$/, { error: SERVICE_MESSAGES.region }),
  postalCode: z
    .string({ error: unlessMissing(SERVICE_MESSAGES.postalCode) })
    .regex(/^\d{5}(-\d{4})?$/, { error: SERVICE_MESSAGES.postalCode }),
})
export type ServicePlaceBody = z.infer<typeof ServicePlaceBodySchema>

const serviceFields = {
  kind: KindSchema,
  /** The day, in the home's time zone. */
  date: DateSchema,
  /** The start on that day, the home's wall clock. */
  startTime: TimeSchema,
  /** The end on the same day; null: none given. */
  endTime: TimeSchema.nullable().optional(),
  /** One of the home's locations: its name and address are copied onto the service. */
  locationId: IdSchema.optional(),
  /** Or any other place, with its address. */
  place: ServicePlaceBodySchema.optional(),
  /** Anything visitors should know ("Private, family only"); null clears it. */
  note: text(500).nullable().optional(),
  /** https only; null clears it. */
  livestreamUrl: LivestreamUrlSchema.nullable().optional(),
}

/** Never both a location and an address. */
function notBoth(body: { locationId?: number | undefined; place?: unknown }, ctx: z.RefinementCtx): void {
  if (body.locationId !== undefined && body.place !== undefined)
    ctx.addIssue({ code: 'custom', path: ['place'], message: SERVICE_MESSAGES.placeAndLocation })
}

/** A new service: the kind, the day and start, and a place (a location or an address). */
export const ServiceCreateBodySchema = z.object(serviceFields).superRefine((body, ctx) => {
  notBoth(body, ctx)
  if (body.locationId === undefined && body.place === undefined)
    ctx.addIssue({ code: 'custom', path: ['place'], message: SERVICE_MESSAGES.place })
})
export type ServiceCreateBody = z.infer<typeof ServiceCreateBodySchema>

/** A change: what is left out stays; a new location or address replaces the place. */
export const ServiceChangeBodySchema = z
  .object({ ...serviceFields, kind: KindSchema.optional(), date: DateSchema.optional(), startTime: TimeSchema.optional() })
  .superRefine(notBoth)
export type ServiceChangeBody = z.infer<typeof ServiceChangeBodySchema>

/** A service as staff see it: the public one, with its day and times as the home's wall clock (what the form edits). */
export const StaffServiceSchema = ServiceEventSchema.extend({
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string().nullable(),
})
export type StaffService = z.infer<typeof StaffServiceSchema>
export const StaffServiceListSchema = z.array(StaffServiceSchema)

export const ServiceParamsSchema = CaseParamsSchema.extend({ serviceId: IdParamSchema })

const tags = ['staff']
const forbidden = 'a role other than owner or director'

export const operations = defineOperations([
  {
    method: 'get',
    path: `${STAFF_CASES_PATH}/{caseId}/services`,
    summary: "The case's services in time order, with their day and times in the home's time zone (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: StaffServiceListSchema },
  },
  {
    method: 'post',
    path: `${STAFF_CASES_PATH}/{caseId}/services`,
    summary:
      "Adds a service: its kind, day, start (and end) in the home's time zone, and a place (a location of the home, copied, or an address); the family's case home and the public obituary show it at once (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: ServiceCreateBodySchema,
    response: { status: 201, schema: StaffServiceSchema },
  },
  {
    method: 'patch',
    path: `${STAFF_CASES_PATH}/{caseId}/services/{serviceId}`,
    summary: 'Changes a service; what is left out stays, null clears the end time, note or livestream link (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: ServiceParamsSchema,
    body: ServiceChangeBodySchema,
    response: { status: 200, schema: StaffServiceSchema },
  },
  {
    method: 'delete',
    path: `${STAFF_CASES_PATH}/{caseId}/services/{serviceId}`,
    summary: 'Removes a service (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: ServiceParamsSchema,
    response: { status: 204 },
  },
])
