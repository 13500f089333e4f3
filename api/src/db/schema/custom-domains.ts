import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { DnsRecord } from '#contract/studio-domains.ts'
import { users } from './auth.ts'
import { nowIso } from './columns.ts'
import { companies } from './site.ts'

/**
 * A funeral home's own domain (issue 40 point 3, decision 070, migration 0029): a custom hostname
 * at Cloudflare for SaaS (its id there, its two statuses and the DNS records it asks for, as last
 * read). While it is active its host is also a row of `company_hosts`, which is what makes the
 * site answer there; a host is claimed by one home at a time (the unique index), pending or not.
 */
export const customDomains = sqliteTable(
  'custom_domains',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Plain host name (contract/studio-domain-words.ts `plainHost`): lower case, DNS form. */
    host: text('host').notNull(),
    /** The custom hostname's id at the provider (Cloudflare's, or the local fake's). */
    providerId: text('provider_id').notNull(),
    /** The provider's hostname status (`pending`, `active`, `moved` …). */
    status: text('status').notNull(),
    /** The provider's certificate status (`initializing`, `pending_validation`, `active` …). */
    sslStatus: text('ssl_status').notNull(),
    /** The records to add at the domain's DNS provider, as last read (the CNAME first). */
    records: text('records', { mode: 'json' }).$type<DnsRecord[]>().notNull(),
    /** The provider's own words on what stops it (verification and validation errors). */
    problems: text('problems', { mode: 'json' }).$type<string[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(nowIso),
    /** When the provider was last asked (at creation, by the owner's Check again, by the cron). */
    checkedAt: text('checked_at').notNull(),
    /** When it first became active (the host joined `company_hosts`). */
    liveAt: text('live_at'),
  },
  (t) => [
    uniqueIndex('custom_domains_host').on(t.host),
    index('custom_domains_company').on(t.companyId),
    index('custom_domains_checked').on(t.checkedAt),
  ],
)
