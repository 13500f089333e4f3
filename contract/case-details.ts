import { z } from 'zod'
import { IsoDateSchema, IsoDateTimeSchema, PersonNameSchema, PersonSchema } from './common.ts'

// ---------------------------------------------------------------------------------------------
// Case details (task add-details): what the death certificate and the obituary need.

const place = z.string().trim().max(200)
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()

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
  rank: optionalText(100),
  /** Years of service, e.g. 1962 and 1966. */
  fromYear: z.number().int().min(1900).max(2100).nullable().optional(),
  toYear: z.number().int().min(1900).max(2100).nullable().optional(),
  honors: optionalText(500),
})

/**
 * POST replaces the whole document (the form sends what it has); only the legal name is
 * required, so a family can save as it goes. Dates are `YYYY-MM-DD`.
 */
export const CaseDetailsBodySchema = z.object({
  firstName: PersonNameSchema.min(1),
  middleName: PersonNameSchema.nullable().optional(),
  lastName: PersonNameSchema.min(1),
  suffix: z.string().trim().max(20).nullable().optional(),
  preferredName: PersonNameSchema.nullable().optional(),
  maidenName: PersonNameSchema.nullable().optional(),
  birthDate: IsoDateSchema.nullable().optional(),
  birthPlace: place.nullable().optional(),
  deathDate: IsoDateSchema.nullable().optional(),
  deathPlace: place.nullable().optional(),
  residence: place.nullable().optional(),
  fatherName: z.string().trim().max(200).nullable().optional(),
  motherName: z.string().trim().max(200).nullable().optional(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable().optional(),
  spouseName: z.string().trim().max(200).nullable().optional(),
  education: z.enum(EDUCATION_LEVELS).nullable().optional(),
  schools: optionalText(500),
  occupation: optionalText(200),
  employer: optionalText(200),
  military: MilitaryServiceSchema.nullable().optional(),
  religion: optionalText(100),
  notes: optionalText(4000),
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
