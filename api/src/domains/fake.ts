import type { DnsRecord } from '#contract/studio-domains.ts'
import type { CustomHostname, CustomHostnames } from './custom-hostnames.ts'

/**
 * The local stand-in for Cloudflare's custom hostnames (local development and the tests): no
 * network and no state of its own, so every Worker isolate answers alike. Its id carries the host
 * name (`fake:www.example.com`). As Cloudflare does, a new hostname is `pending` with its TXT
 * records; asked again, it is `active` with an active certificate, as if the owner had added the
 * records at once, except that a host whose first label is `pending` stays pending, and one whose
 * first label is `blocked` is blocked (to see those states locally). Never chosen where the real
 * one is configured, nor outside local development.
 */

export const FAKE_CNAME_TARGET = 'sites.localhost'
const PREFIX = 'fake:'

/** A stable token of 32 hex digits from the host (the same on every call). */
async function tokenOf(kind: string, host: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${kind}:${host}`))
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

async function pendingRecords(host: string): Promise<DnsRecord[]> {
  const ownership = await tokenOf('ownership', host)
  const certificate = await tokenOf('certificate', host)
  return [
    {
      type: 'TXT',
      name: `_cf-custom-hostname.${host}`,
      value: `${ownership.slice(0, 8)}-${ownership.slice(8, 12)}-${ownership.slice(12, 16)}-${ownership.slice(16, 20)}-${ownership.slice(20)}`,
      purpose: 'ownership',
    },
    { type: 'TXT', name: `_acme-challenge.${host}`, value: certificate, purpose: 'certificate' },
  ]
}

export class FakeCustomHostnames implements CustomHostnames {
  readonly name = 'fake'
  readonly cnameTarget: string

  constructor(cnameTarget = FAKE_CNAME_TARGET) {
    this.cnameTarget = cnameTarget
  }

  async create(hostname: string): Promise<CustomHostname> {
    return {
      id: `${PREFIX}${hostname}`,
      hostname,
      status: 'pending',
      sslStatus: 'pending_validation',
      records: await pendingRecords(hostname),
      problems: ['custom hostname does not CNAME to this zone.'],
    }
  }

  async get(id: string): Promise<CustomHostname | undefined> {
    if (!id.startsWith(PREFIX)) return undefined
    const hostname = id.slice(PREFIX.length)
    const first = hostname.split('.')[0]
    if (first === 'pending') return { ...(await this.create(hostname)), id }
    if (first === 'blocked')
      return { id, hostname, status: 'blocked', sslStatus: 'initializing', records: [], problems: ['This hostname is blocked.'] }
    return { id, hostname, status: 'active', sslStatus: 'active', records: [], problems: [] }
  }

  async delete(): Promise<void> {}
}
