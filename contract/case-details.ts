import { z } from 'zod'
import { line, text } from './text.ts'
import { IsoDateSchema, IsoDateTimeSchema, PersonNameSchema, PersonSchema } from './common.ts'

// ---------------------------------------------------------------------------------------------
// Case details (task add-details): what the death certificate and the obituary need.

const place = line(200)
const optionalLine = (max: number) => line(max).nullable().optional()

export const MARITAL_STATUSES = ['married', 'widowed', 'divorced', 'separated', 'never-married'] as const
export const MILITARY_BRANCHES = ['Army', 'Navy', 'Air Force', 'Marine Corps', 'Coast Guard', 'Space Force', 'National Guard'] as const
export const EDUCATION_LEVELS = [
  'eighth-grade-or-less',
  'some-high-school',
  'high-school',
  'some-college',
  'associate',
  'bachelor',
  'master',
  'doctorate-or-professional',
] as const

export const MilitaryServiceSchema = z.object({
  branch: z.enum(MILITARY_BRANCHES),
  rank: optionalLine(100),
  /** Years of service, e.g. 1962 and 1966. */
  fromYear: z.number().int().min(1900).max(2100).nullable().optional(),
  toYear: z.number().int().min(1900).max(2100).nullable().optional(),
  honors: optionalLine(500),
})

/**
 * POST replaces the whole document (the form sends what it has); only the legal name is
 * required, so a family can save as it goes. Dates are `YYYY-MM-DD`.
 */
export const CaseDetailsBodySchema = z.object({
  firstName: PersonNameSchema.min(1),
  middleName: PersonNameSchema.nullable().optional(),
  lastName: PersonNameSchema.min(1),
  suffix: optionalLine(20),
  preferredName: PersonNameSchema.nullable().optional(),
  maidenName: PersonNameSchema.nullable().optional(),
  birthDate: IsoDateSchema.nullable().optional(),
  birthPlace: place.nullable().optional(),
  deathDate: IsoDateSchema.nullable().optional(),
  deathPlace: place.nullable().optional(),
  residence: place.nullable().optional(),
  fatherName: optionalLine(200),
  motherName: optionalLine(200),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable().optional(),
  spouseName: optionalLine(200),
  education: z.enum(EDUCATION_LEVELS).nullable().optional(),
  schools: optionalLine(500),
  occupation: optionalLine(200),
  employer: optionalLine(200),
  military: MilitaryServiceSchema.nullable().optional(),
  religion: optionalLine(100),
  notes: text(4000).nullable().optional(),
})
export type CaseDetailsBody = z.infer<typeof CaseDetailsBodySchema>

/** The fields a death certificate asks for; `missing` lists those still empty. */
export const CASE_DETAILS_REQUIRED = [
  'firstName',
  'lastName',
  'birthDate',
  'birthPlace',
  'deathDate',
  'deathPlace',
  'fatherName',
  'motherName',
  'maritalStatus',
  'education',
  'occupation',
] as const satisfies readonly (keyof CaseDetailsBody)[]

export const CaseDetailsSchema = z.object({
  /** Null until someone saves the form. */
  details: CaseDetailsBodySchema.nullable(),
  complete: z.boolean(),
  missing: z.array(z.string()),
  updatedAt: IsoDateTimeSchema.nullable(),
  updatedBy: PersonSchema.nullable(),
})
export type CaseDetails = z.infer<typeof CaseDetailsSchema>
