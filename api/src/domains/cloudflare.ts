import type { DnsRecord } from '#contract/studio-domains.ts'
import { CustomHostnameError, type CustomHostname, type CustomHostnames } from './custom-hostnames.ts'

/**
 * The real adapter: Cloudflare for SaaS custom hostnames over the v4 API
 * (`POST|GET|DELETE /zones/{zone_id}/custom_hostnames[/{id}]`, bearer token with "SSL and
 * Certificates: Edit" on the zone). Not reachable from this machine: its requests and its reading
 * of answers (the `{ success, errors, result }` envelope) are unit-tested against a fake fetch.
 */

export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4'

export type CloudflareCustomHostnamesConfig = {
  /** The SaaS zone (32 hex digits) the custom hostnames belong to. */
  zoneId: string
  /** An API token with SSL and Certificates: Edit on that zone. */
  apiToken: string
  /** The host name the home's domain points at by CNAME (the fallback origin, or a name that CNAMEs to it). */
  cnameTarget: string
}

/** What the API answers (only what we read). */
type Envelope = { success?: boolean; errors?: { code?: number; message?: string }[]; result?: unknown }
type ApiHostname = {
  id?: string
  hostname?: string
  status?: string
  verification_errors?: string[]
  ownership_verification?: { type?: string; name?: string; value?: string }
  ssl?: {
    status?: string
    validation_records?: { txt_name?: string; txt_value?: string }[]
    validation_errors?: { message?: string }[]
  }
}

/** The API's error codes and messages, for the log and the error (never the token). */
function errorsOf(body: Envelope | undefined): string {
  return (body?.errors ?? []).map((e) => `${e.code ?? '?'} ${e.message ?? ''}`.trim()).join('; ')
}

/** A custom hostname from the API's `result`; one without an id or hostname is no answer at all. */
export function readHostname(result: unknown): CustomHostname {
  const h = (result ?? {}) as ApiHostname
  if (typeof h.id !== 'string' || typeof h.hostname !== 'string') {
    throw new CustomHostnameError('unavailable', 'Cloudflare answered a custom hostname without id or hostname')
  }
  const records: DnsRecord[] = []
  const ownership = h.ownership_verification
  if (ownership?.name && ownership.value) records.push({ type: 'TXT', name: ownership.name, value: ownership.value, purpose: 'ownership' })
  for (const record of h.ssl?.validation_records ?? []) {
    if (record.txt_name && record.txt_value)
      records.push({ type: 'TXT', name: record.txt_name, value: record.txt_value, purpose: 'certificate' })
  }
  const problems = [
    ...(h.verification_errors ?? []).filter((e): e is string => typeof e === 'string'),
    ...(h.ssl?.validation_errors ?? []).map((e) => e.message).filter((m): m is string => typeof m === 'string'),
  ]
  return {
    id: h.id,
    hostname: h.hostname,
    status: h.status ?? 'pending',
    sslStatus: h.ssl?.status ?? 'initializing',
    records,
    problems,
  }
}

export class CloudflareCustomHostnames implements CustomHostnames {
  readonly name = 'cloudflare'
  readonly cnameTarget: string
  private readonly base: string
  private readonly apiToken: string
  private readonly fetcher: typeof fetch

  // A wrapper, not `fetch` itself: workerd throws "Illegal invocation" when fetch is called as a
  // method of another object (`this.fetcher(...)`).
  constructor(config: CloudflareCustomHostnamesConfig, fetcher: typeof fetch = (input, init) => fetch(input, init)) {
    this.base = `${CLOUDFLARE_API}/zones/${encodeURIComponent(config.zoneId)}/custom_hostnames`
    this.apiToken = config.apiToken
    this.cnameTarget = config.cnameTarget
    this.fetcher = fetcher
  }

  /** One call; answers the envelope and the status, or throws `unavailable` when Cloudflare cannot be reached. */
  private async send(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Envelope | undefined }> {
    let response: Response
    try {
      response = await this.fetcher(`${this.base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.apiToken}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (error) {
      throw new CustomHostnameError(
        'unavailable',
        `Cloudflare could not be reached (${error instanceof Error ? error.message : String(error)})`,
      )
    }
    const parsed = (await response.json().catch(() => undefined)) as Envelope | undefined
    return { status: response.status, body: parsed }
  }

  /** A failed answer as our error: a 4xx about the request is `refused`; auth, rate limits and 5xx are `unavailable`. */
  private failure(what: string, status: number, body: Envelope | undefined): CustomHostnameError {
    const detail = `Cloudflare ${what}: HTTP ${status}${errorsOf(body) ? `: ${errorsOf(body)}` : ''}`
    const refused = status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429
    return new CustomHostnameError(refused ? 'refused' : 'unavailable', detail)
  }

  async create(hostname: string): Promise<CustomHostname> {
    // TXT validation: the owner adds the records before (or while) pointing the domain at us,
    // so a domain already in use moves over without a gap (Cloudflare's pre-validation).
    const { status, body } = await this.send('POST', '', { hostname, ssl: { method: 'txt', type: 'dv' } })
    if (status < 200 || status > 299 || body?.success !== true) throw this.failure('refused to create the custom hostname', status, body)
    return readHostname(body.result)
  }

  async get(id: string): Promise<CustomHostname | undefined> {
    const { status, body } = await this.send('GET', `/${encodeURIComponent(id)}`)
    if (status === 404) return undefined
    if (status < 200 || status > 299 || body?.success !== true) throw this.failure('did not answer the custom hostname', status, body)
    return readHostname(body.result)
  }

  async delete(id: string): Promise<void> {
    const { status, body } = await this.send('DELETE', `/${encodeURIComponent(id)}`)
    if (status === 404) return
    if (status < 200 || status > 299 || body?.success === false) throw this.failure('did not delete the custom hostname', status, body)
  }
}
