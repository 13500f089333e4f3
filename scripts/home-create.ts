/**
 * A new funeral home in one command (issue 40 point 1, decision 071):
 *   npm run home:create -- --name "Rowan & Hale Funeral Home" --host rowan.localhost --owner-email iris@rowan.example
 *     [--host www.rowanhale.com] [--owner-name "Iris Rowan"] [--time-zone America/Denver] [--phone "(555) 010-4400"]
 *     [--api https://api.example.com]
 * Idempotent: a second run with the same words changes nothing and says so.
 * Locally (no --api) it migrates the local D1 in .wrangler/state and runs the api's own code on it
 * (api/src/platform/create-home.ts, through wrangler's platform proxy); with --api it calls that
 * api's `POST /internal/homes` with PLATFORM_SECRET from the environment (and UPSTREAM_SECRET,
 * when set, as every caller of that api sends it).
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { getPlatformProxy } from 'wrangler'
import { createHome } from '#api/src/platform/create-home.ts'
import { ApiError } from '#contract/errors.ts'
import { HEADER_UPSTREAM_SECRET } from '#contract/headers.ts'
import {
  HEADER_PLATFORM_SECRET,
  NEW_HOME_PATH,
  NewHomeBodySchema,
  NewHomeResultSchema,
  type NewHome,
  type NewHomeResult,
} from '#contract/platform-homes.ts'
import { ensureDevSecrets } from './dev-secrets.ts'
import { API_CONFIG, migrateLocal } from './local-db.ts'

const STATE_DIR = '.wrangler/state'
/** Where `npm start` and `npm run dev` serve every home. */
export const LOCAL_PORT = 8787

export const USAGE = `Usage: npm run home:create -- --name "Rowan & Hale Funeral Home" --host rowan.localhost --owner-email iris@rowan.example
  [--host another.host] [--owner-name "Iris Rowan"] [--time-zone America/Denver] [--phone "(555) 010-4400"] [--api https://…]`

export type Command = { body: NewHome; api: URL | null }

/** "iris.rowan@…" → Iris Rowan: the owner's name when none is given (the studio shows it). */
export function nameFromEmail(email: string): { firstName: string; lastName: string } {
  const words = (email.split('@')[0] ?? '')
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
  return { firstName: words[0] ?? 'Owner', lastName: words.slice(1).join(' ') || 'Owner' }
}

/** Where a local host name is served: `*.localhost` works in browsers without DNS. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost')
}

/**
 * The command line as the call's body, or every problem in words (one line each). Locally, the
 * invitation's link names the first host with the local port, where the site is served.
 */
export function parseCommand(argv: readonly string[]): { ok: true; command: Command } | { ok: false; problems: string[] } {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      options: {
        name: { type: 'string' },
        host: { type: 'string', multiple: true },
        'owner-email': { type: 'string' },
        'owner-name': { type: 'string' },
        'time-zone': { type: 'string' },
        phone: { type: 'string' },
        api: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] }
  }
  const problems: string[] = []
  if (!values.name) problems.push('--name is missing: the funeral home’s name.')
  if (!values.host?.length) problems.push('--host is missing: a host name its site answers on, such as rowan.localhost.')
  if (!values['owner-email']) problems.push('--owner-email is missing: the owner is mailed an invitation to choose a password.')
  let api: URL | null = null
  if (values.api) {
    try {
      api = new URL(values.api)
      if (api.protocol !== 'https:' && api.protocol !== 'http:') throw new Error('not http')
    } catch {
      problems.push(`--api ${values.api} is not an http(s) address, such as https://api.example.com.`)
    }
  }
  if (problems.length > 0) return { ok: false, problems }
  const hosts = (values.host ?? []).flatMap((h) => h.split(',')).map((h) => h.trim())
  const email = values['owner-email'] ?? ''
  const [first = '', ...rest] = (values['owner-name'] ?? '').trim().split(/\s+/)
  const owner = values['owner-name']?.trim() ? { firstName: first, lastName: rest.join(' ') || first } : nameFromEmail(email)
  const parsed = NewHomeBodySchema.safeParse({
    name: values.name,
    hosts,
    ownerEmail: email,
    ownerFirstName: owner.firstName,
    ownerLastName: owner.lastName,
    ...(values['time-zone'] ? { timeZone: values['time-zone'] } : {}),
    ...(values.phone ? { phoneNumber: values.phone } : {}),
    ...(api === null && hosts[0] ? { linkHost: `${hosts[0].toLowerCase()}:${LOCAL_PORT}` } : {}),
  })
  if (!parsed.success) {
    const flag: Record<string, string> = {
      name: '--name',
      hosts: '--host',
      ownerEmail: '--owner-email',
      timeZone: '--time-zone',
      phoneNumber: '--phone',
    }
    const issues = parsed.error.issues.map((i) => `${flag[String(i.path[0])] ?? '--owner-name'}: ${i.message}`)
    return { ok: false, problems: [...new Set(issues)] }
  }
  return { ok: true, command: { body: parsed.data, api } }
}

/** What the command prints after it ran: what it did, where the site is, where the owner's mail is. */
export function summary(result: NewHomeResult, where: { local: boolean; invitationLink?: string | null }): string[] {
  const out = [...result.report]
  if (where.local) {
    out.push('', `${result.name} is served, once the server runs (npm start or npm run dev), at:`)
    for (const host of result.hosts) {
      out.push(
        isLocalHost(host)
          ? `  http://${host}:${LOCAL_PORT}`
          : `  http://${host}:${LOCAL_PORT} (once ${host} points at this machine, e.g. a line in /etc/hosts)`,
      )
    }
    if (result.owner.invited) {
      out.push(
        '',
        `The owner’s invitation is in the local outbox (nothing is delivered locally; README "Mail"), to ${result.owner.email}.`,
        ...(where.invitationLink ? [`Its link, to choose the password: ${where.invitationLink}`] : []),
        'The owner then signs in at /family-portal/login and works in the studio at /studio.',
      )
    }
  } else if (result.owner.invited) {
    out.push(
      '',
      `The owner’s invitation is in the api’s outbox, delivered to ${result.owner.email} when the api has MAIL_API_KEY and MAIL_FROM.`,
    )
  }
  return out
}

async function runLocally(body: NewHome): Promise<{ result: NewHomeResult; link: string | null }> {
  ensureDevSecrets()
  migrateLocal(STATE_DIR)
  const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: API_CONFIG, persist: { path: join(STATE_DIR, 'v3') } })
  try {
    const result = await createHome(proxy.env.DB, body)
    const mail = result.owner.invited
      ? await proxy.env.DB.prepare(
          `SELECT text FROM outbox WHERE company_id = ? AND "to" = ? AND kind = 'staff-invitation' ORDER BY id DESC LIMIT 1`,
        )
          .bind(result.companyId, result.owner.email)
          .first<{ text: string }>()
      : null
    return { result, link: /https?:\/\/\S+\/password-reset\/\S+/.exec(mail?.text ?? '')?.[0] ?? null }
  } finally {
    await proxy.dispose()
  }
}

/** The api's answer as the result, or its message (and each field's) in words. */
async function runAgainst(api: URL, body: NewHome): Promise<NewHomeResult> {
  const secret = process.env.PLATFORM_SECRET
  if (!secret)
    throw new Error(
      'PLATFORM_SECRET is not set: give it the value the api has (npx wrangler secret put PLATFORM_SECRET -c api/wrangler.jsonc).',
    )
  const response = await fetch(new URL(NEW_HOME_PATH, api), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [HEADER_PLATFORM_SECRET]: secret,
      ...(process.env.UPSTREAM_SECRET ? { [HEADER_UPSTREAM_SECRET]: process.env.UPSTREAM_SECRET } : {}),
    },
    body: JSON.stringify(body),
  })
  const answer: unknown = await response.json().catch(() => null)
  if (response.ok) return NewHomeResultSchema.parse(answer)
  const envelope = (answer ?? {}) as { message?: string; errors?: Record<string, string> }
  const details = Object.entries(envelope.errors ?? {}).map(([field, message]) => `${field}: ${message}`)
  const why =
    response.status === 404
      ? 'the api answers no such call: is PLATFORM_SECRET set on it, and is this the api Worker’s address?'
      : response.status === 403
        ? 'the api refused the secret: PLATFORM_SECRET (and UPSTREAM_SECRET, if the api has one) must be the api’s own.'
        : (envelope.message ?? `the api answered ${response.status}.`)
  throw new Error([why, ...details].join('\n  '))
}

async function main(): Promise<number> {
  const parsed = parseCommand(process.argv.slice(2))
  if (!parsed.ok) {
    console.error([...parsed.problems, '', USAGE].join('\n'))
    return 2
  }
  const { body, api } = parsed.command
  try {
    if (api) {
      console.log(summary(await runAgainst(api, body), { local: false }).join('\n'))
    } else {
      const { result, link } = await runLocally(body)
      console.log(summary(result, { local: true, invitationLink: link }).join('\n'))
    }
    return 0
  } catch (error) {
    // A refusal the api's code makes (ApiError) is already words for people.
    const message = error instanceof ApiError ? (error.detail ?? error.message) : error instanceof Error ? error.message : String(error)
    console.error(`The funeral home was not made: ${message}`)
    return 1
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main()
