import type { DnsRecord } from '#contract/studio-domains.ts'

/**
 * Custom hostnames as the api uses them (issue 40 point 3, decision 070): a funeral home's own
 * domain becomes a custom hostname on the platform's Cloudflare for SaaS zone, which validates it
 * (the TXT records) and issues its certificate; visitors reach it through the CNAME to the zone's
 * fallback origin. `CloudflareCustomHostnames` is the real adapter (cloudflare.ts), the local
 * `FakeCustomHostnames` (fake.ts) answers without a network for local use and the tests.
 */

/** A custom hostname as the provider last described it. */
export type CustomHostname = {
  /** The provider's id (Cloudflare's identifier). */
  id: string
  hostname: string
  /** The hostname's activation status (`pending`, `active`, `moved`, `blocked` …). */
  status: string
  /** Its certificate's status (`initializing`, `pending_validation`, `active` …). */
  sslStatus: string
  /**
   * The TXT records the provider asks for: ownership (hostname pre-validation) and the
   * certificate's validation. The CNAME is not the provider's to say: `withRouting` adds it.
   */
  records: DnsRecord[]
  /** The provider's own words on what stops it (verification errors, certificate validation errors). */
  problems: string[]
}

/** Why a call to the provider failed: it refused the request (`refused`), or could not be reached or was not allowed (`unavailable`). */
export class CustomHostnameError extends Error {
  readonly kind: 'refused' | 'unavailable'
  constructor(kind: 'refused' | 'unavailable', message: string) {
    super(message)
    this.name = 'CustomHostnameError'
    this.kind = kind
  }
}

export interface CustomHostnames {
  /** `cloudflare` or `fake`, for the log. */
  readonly name: string
  /** Where the home's domain points by CNAME: the zone's fallback origin host (or a CNAME to it). */
  readonly cnameTarget: string
  /** Creates the custom hostname (TXT validation, domain-validated certificate). */
  create(hostname: string): Promise<CustomHostname>
  /** Its current state; undefined when the provider no longer has it. */
  get(id: string): Promise<CustomHostname | undefined>
  /** Removes it and its certificate; one the provider no longer has is removed already. */
  delete(id: string): Promise<void>
}

/** The records to show: the CNAME to the fallback origin first, then the provider's TXT records. */
export function withRouting(hostname: CustomHostname, cnameTarget: string): DnsRecord[] {
  return [{ type: 'CNAME', name: hostname.hostname, value: cnameTarget, purpose: 'routing' }, ...hostname.records]
}
