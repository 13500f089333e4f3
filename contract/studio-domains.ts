import { z } from 'zod'
import { IdParamSchema, IdSchema, IsoDateTimeSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { DOMAIN_MESSAGES, DOMAIN_STATES, hostShapeProblem, plainHost, RECORD_PURPOSES, STUDIO_DOMAINS_PATH } from './studio-domain-words.ts'

export {
  DOMAIN_MESSAGES,
  DOMAIN_STATE_LABELS,
  DOMAIN_STATES,
  domainState,
  domainStateSentence,
  MAX_DOMAINS,
  RECORD_PURPOSE_WORDS,
  STUDIO_DOMAINS_PATH,
  type DomainState,
  type RecordPurpose,
} from './studio-domain-words.ts'

/**
 * A funeral home's own domain (issue 40 point 3, decision 070), owner only (area `settings`):
 * the domains the home added, each a Cloudflare for SaaS custom hostname, with the DNS records
 * to add, the certificate's status and whether the site answers there yet.
 */

/** A DNS record to add at the domain's DNS provider, as Cloudflare asks for it. */
export const DnsRecordSchema = z.object({
  type: z.enum(['CNAME', 'TXT']),
  /** The full name of the record (`www.example.com`, `_cf-custom-hostname.www.example.com`). */
  name: z.string(),
  value: z.string(),
  purpose: z.enum(RECORD_PURPOSES),
})
export type DnsRecord = z.infer<typeof DnsRecordSchema>

export const DomainSchema = z.object({
  id: IdSchema,
  host: z.string(),
  /** The domain as bought (`whitfield.com`, `obrien.co.uk`): DNS providers name records relative to it. */
  zone: z.string(),
  /** Where it stands, in one word (contract/studio-domain-words.ts `domainState`). */
  state: z.enum(DOMAIN_STATES),
  /** Cloudflare's hostname status (`pending`, `active`, `moved` …) and certificate status, as last read. */
  status: z.string(),
  sslStatus: z.string(),
  records: z.array(DnsRecordSchema),
  /** What Cloudflare last said stops it (its own words, for whoever helps the home). */
  problems: z.array(z.string()),
  createdAt: IsoDateTimeSchema,
  checkedAt: IsoDateTimeSchema,
  /** When the site first answered at the domain; null until then. */
  liveAt: IsoDateTimeSchema.nullable(),
})
export type Domain = z.infer<typeof DomainSchema>

export const DomainsSchema = z.object({
  /** Oldest first. */
  domains: z.array(DomainSchema),
  /** False when the platform has no way to add domains (no Cloudflare zone configured, and not local development). */
  available: z.boolean(),
})
export type Domains = z.infer<typeof DomainsSchema>

/**
 * A host name as the owner types it, made plain (`plainHost`) once its shape is right; whether
 * its ending is real and it is free is checked by the api, which answers a 422 on `host`.
 */
export const DomainHostSchema = z
  .string({ error: DOMAIN_MESSAGES.required })
  .max(300, DOMAIN_MESSAGES.tooLong)
  .superRefine((value, ctx) => {
    const problem = hostShapeProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  .transform((value) => plainHost(value) ?? value)

export const DomainAddBodySchema = z.object({ host: DomainHostSchema })
export type DomainAddBody = z.input<typeof DomainAddBodySchema>

export const DomainParamsSchema = z.object({ domainId: IdParamSchema })

const tags = ['staff']
const forbidden = 'a role other than owner'
const DOMAIN = `${STUDIO_DOMAINS_PATH}/{domainId}`

export const operations = defineOperations([
  {
    method: 'get',
    path: STUDIO_DOMAINS_PATH,
    summary: "The home's own domains, oldest first, each with its DNS records and where it stands (owner)",
    tags,
    access: 'staff',
    forbidden,
    response: { status: 200, schema: DomainsSchema },
  },
  {
    method: 'post',
    path: STUDIO_DOMAINS_PATH,
    summary:
      'Adds a domain: a custom hostname at Cloudflare, answered with the records to add; refused in words when not a real domain, one of the platform’s own or another home’s (owner)',
    tags,
    access: 'staff',
    forbidden,
    body: DomainAddBodySchema,
    response: { status: 201, schema: DomainSchema },
  },
  {
    method: 'post',
    path: `${DOMAIN}/checks`,
    summary: 'Asks Cloudflare again where a domain stands; once active, the site answers at it (owner)',
    tags,
    access: 'staff',
    forbidden,
    params: DomainParamsSchema,
    response: { status: 200, schema: DomainSchema },
  },
  {
    method: 'delete',
    path: DOMAIN,
    summary: 'Removes a domain at Cloudflare and here; the site stops answering at it (owner)',
    tags,
    access: 'staff',
    forbidden,
    params: DomainParamsSchema,
    response: { status: 204 },
  },
])
