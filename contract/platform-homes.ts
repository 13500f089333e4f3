import { z } from 'zod'
import { isTimeZone } from './headers.ts'
import { line } from './text.ts'

/**
 * A new funeral home (issue 40 point 1, decision 071): what `npm run home:create` sends, locally
 * to the api's own code and against a deployed api to `POST /internal/homes`, and what it answers.
 * Outside /api on purpose, like the obituary scheduler: the BFF proxies only /api/*, so a browser
 * can never reach it, and the api answers it only with the platform's secret (X-Platform-Secret).
 * Not in the OpenAPI document, which describes the calls a site makes.
 */

export const NEW_HOME_PATH = '/internal/homes'
export const HEADER_PLATFORM_SECRET = 'X-Platform-Secret'
/** PLATFORM_SECRET's shortest length: the call makes funeral homes. */
export const PLATFORM_SECRET_MIN_LENGTH = 32

export const HOME_NAME_MAX_LENGTH = 120
export const HOME_HOSTS_MAX = 10

/** One DNS name (labels of letters, digits and inner hyphens), no port, no scheme, no path. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

export const NEW_HOME_MESSAGES = {
  host: 'Give a host name such as smith.localhost or www.smithfuneral.com: letters, digits, dots and hyphens, without http:// or a port.',
  timeZone: 'Give a time zone such as America/Chicago (an IANA zone name).',
  email: 'Give the owner’s email address, such as owner@smithfuneral.com.',
  name: 'Give the funeral home’s name.',
  hosts: `Give between one and ${HOME_HOSTS_MAX} host names.`,
} as const

export const HostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((host) => HOST_NAME.test(host), { message: NEW_HOME_MESSAGES.host })

export const NewHomeBodySchema = z.object({
  name: line(HOME_NAME_MAX_LENGTH).min(1, { message: NEW_HOME_MESSAGES.name }),
  /** The first is the home's main host: its links in mail name it. */
  hosts: z
    .array(HostNameSchema)
    .min(1, { message: NEW_HOME_MESSAGES.hosts })
    .max(HOME_HOSTS_MAX, { message: NEW_HOME_MESSAGES.hosts })
    .transform((hosts) => [...new Set(hosts)]),
  ownerEmail: z.email({ message: NEW_HOME_MESSAGES.email }).max(254).toLowerCase(),
  /** As a staff invitation's (contract/studio-staff.ts). */
  ownerFirstName: line(80).min(1),
  ownerLastName: line(80).min(1),
  timeZone: z.string().refine(isTimeZone, { message: NEW_HOME_MESSAGES.timeZone }).default('America/New_York'),
  phoneNumber: line(40).min(1).nullable().default(null),
  /**
   * Host (and port) the owner's invitation link names, when it is not the main host as it is:
   * `smith.localhost:8787` locally, where the site is served on a port.
   */
  linkHost: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+(?::\d{1,5})?$/, { message: NEW_HOME_MESSAGES.host })
    .optional(),
})
export type NewHomeBody = z.input<typeof NewHomeBodySchema>
export type NewHome = z.output<typeof NewHomeBodySchema>

/** What the call did: `created` a home, `unchanged` (it was there already, as asked), or which parts it added. */
export const NewHomeResultSchema = z.object({
  outcome: z.enum(['created', 'unchanged', 'completed']),
  companyId: z.number().int(),
  name: z.string(),
  hosts: z.array(z.string()),
  timeZone: z.string(),
  owner: z.object({ email: z.string(), invited: z.boolean() }),
  /** Each thing done, or why nothing was, in plain words. */
  report: z.array(z.string()),
})
export type NewHomeResult = z.infer<typeof NewHomeResultSchema>
