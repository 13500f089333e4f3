import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  PLAN_TYPES,
  PLANNING_CASE_STATUSES,
  PLANNING_FIELD_TYPES,
  type PlanningAnswers,
  type PlanningOption,
  type PlanType,
} from '#contract/planning-rules.ts'
import { PLANNING_REQUEST_STATES } from '#contract/request-states.ts'
import { users } from './auth.ts'
import { cases } from './cases.ts'
import { nowIso } from './columns.ts'
import { companies, locations } from './site.ts'

/**
 * The online planning request (/plan-now): each funeral home's form (sections and fields, so a
 * home can ask its own questions), the requests sent, where their notification goes, and the
 * local street list behind the address lookup.
 */

/** One step of the form (spec §3 "Planning section"), in `position` order. */
export const planningSections = sqliteTable(
  'planning_sections',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The step's address: /plan-now/step/{urlKey}. */
    urlKey: text('url_key').notNull(),
    name: text('name').notNull(),
    /** The section about the person the plan is for (its wording follows the plan type). */
    decedentDetails: integer('decedent_details', { mode: 'boolean' }).notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('planning_sections_company_key').on(t.companyId, t.urlKey)],
)

/**
 * One question. Its id is text and stable (`contactEmail`): answers are keyed by it, and the
 * server reads the person's name from the well-known ids (api/src/planning/people.ts).
 */
export const planningFields = sqliteTable(
  'planning_fields',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => planningSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** The label. */
    name: text('name').notNull(),
    type: text('type', { enum: PLANNING_FIELD_TYPES }).notNull(),
    required: integer('required', { mode: 'boolean' }).notNull().default(false),
    options: text('options', { mode: 'json' }).$type<PlanningOption[]>(),
    maxLength: integer('max_length'),
    hint: text('hint'),
    /** The default answer, as JSON (text, or true/false for a checkbox). */
    defaultValue: text('default_value', { mode: 'json' }).$type<string | boolean>(),
    noFuture: integer('no_future', { mode: 'boolean' }).notNull().default(false),
    planTypes: text('plan_types', { mode: 'json' }).$type<PlanType[]>(),
    addressParts: text('address_parts', { mode: 'json' }).$type<{ city: string; region: string; postalCode: string }>(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('planning_fields_section').on(t.sectionId, t.position)],
)

/** Where a company's planning requests are announced (its arrangements desk). */
export const planningSettings = sqliteTable('planning_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  notifyEmail: text('notify_email').notNull(),
})

/** A request as it was sent: every answer, keyed by field id, next to the case it opened. */
export const planningSubmissions = sqliteTable(
  'planning_submissions',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    planType: text('plan_type', { enum: PLAN_TYPES }).notNull(),
    caseStatus: text('case_status', { enum: PLANNING_CASE_STATUSES }).notNull(),
    /** `PL-XXXXXXXX`, random: what the visitor quotes on the phone. */
    reference: text('reference').notNull(),
    answers: text('answers', { mode: 'json' }).$type<PlanningAnswers>().notNull(),
    createdAt: text('created_at').notNull().default(nowIso),
    /** Where the home's work on the request stands (contract/request-states.ts). */
    state: text('state', { enum: PLANNING_REQUEST_STATES }).notNull().default('new'),
    /** Who last changed the state, and when; null while it is as sent. */
    stateChangedAt: text('state_changed_at'),
    stateChangedBy: integer('state_changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The case staff opened from it (the request's own case, opened through the first call's path). */
    convertedCaseId: integer('converted_case_id').references(() => cases.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('planning_submissions_reference').on(t.reference),
    uniqueIndex('planning_submissions_case').on(t.caseId),
    index('planning_submissions_company_state').on(t.companyId, t.state, t.createdAt),
  ],
)

/**
 * Streets of the towns a funeral home serves, for the address lookup
 * (api/src/planning/address-lookup.ts); a real geocoder would replace the table, not the call.
 */
export const planningAddresses = sqliteTable(
  'planning_addresses',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    line1: text('line1').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
  },
  (t) => [index('planning_addresses_company').on(t.companyId, t.line1)],
)
