import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { SERVICE_EVENT_KIND_VALUES } from '#contract/obituaries.ts'
import { cases } from './cases.ts'
import { companies } from './site.ts'

/**
 * Tables of the public obituaries area. The obituary itself, its memorial wall and its video are
 * shared with the family portal (schema/cases.ts); what only the public pages need lives here.
 */

/** What a service event is (the page shows its label, e.g. 'Funeral Service'). */
export const SERVICE_EVENT_KINDS = SERVICE_EVENT_KIND_VALUES

/**
 * One gathering of a case: visitation, service, committal … Times are instants in UTC; the page
 * shows them in the funeral home's time zone. The place is copied, not a location id, because
 * many services are held at a church, a cemetery or a yacht club rather than the funeral home.
 */
export const serviceEvents = sqliteTable(
  'service_events',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SERVICE_EVENT_KINDS }).notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at'),
    placeName: text('place_name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    /** A map link for the place; built from the address when not set. */
    mapUrl: text('map_url'),
    livestreamUrl: text('livestream_url'),
    /** Anything visitors should know ("Private, family only", "Reception to follow"). */
    note: text('note'),
  },
  (t) => [index('service_events_case').on(t.caseId, t.startsAt)],
)
