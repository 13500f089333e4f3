import { describe, expect, it } from 'vitest'
import { CLOUDFLARE_API, CloudflareCustomHostnames } from '#api/src/domains/cloudflare.ts'
import { CustomHostnameError, withRouting } from '#api/src/domains/custom-hostnames.ts'
import { FakeCustomHostnames } from '#api/src/domains/fake.ts'

/**
 * The real custom hostnames adapter (issue 40 point 3, decision 070) with Cloudflare's answers
 * stood in for (no network here): what it sends (URL, method, token, body) and how it reads the
 * `{ success, errors, result }` envelope, errors included; and the local fake's answers.
 */

const CONFIG = {
  zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
  apiToken: 'token-with-ssl-and-certificates-edit',
  cnameTarget: 'sites.example-platform.com',
}
const ZONE_URL = `${CLOUDFLARE_API}/zones/${CONFIG.zoneId}/custom_hostnames`

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown }

function cloudflareAnswering(...answers: (() => Response)[]) {
  const sent: Sent[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    sent.push({
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: text ? JSON.parse(text) : undefined,
    })
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]
    if (!answer) throw new Error('no answer')
    return answer()
  }) as typeof fetch
  return { sent, adapter: new CloudflareCustomHostnames(CONFIG, fetcher) }
}

/** A pending hostname as Cloudflare's docs show it (pre-validation by TXT). */
const PENDING = {
  id: '3537a672-e4d8-4d89-aab9-26cb622918a1',
  hostname: 'www.whitfieldfuneral.com',
  status: 'pending',
  verification_errors: ['custom hostname does not CNAME to this zone.'],
  ownership_verification: {
    type: 'txt',
    name: '_cf-custom-hostname.www.whitfieldfuneral.com',
    value: '0e2d5a7f-1548-4f27-8c05-b577cb14f4ec',
  },
  ssl: {
    id: 'ssl-1',
    status: 'pending_validation',
    method: 'txt',
    type: 'dv',
    validation_records: [{ txt_name: '_acme-challenge.www.whitfieldfuneral.com', txt_value: 'ca3-574923932a82475cb8592200f1a2a23d' }],
    validation_errors: [{ message: 'caa_error: blocked' }],
  },
  created_at: '2026-12-06T10:00:00.000000Z',
}

const ok = (result: unknown) => () => Response.json({ success: true, errors: [], messages: [], result })

const gone = () =>
  Response.json({ success: false, errors: [{ code: 1436, message: 'The custom hostname was not found.' }], result: null }, { status: 404 })
const refusedAnswer = () =>
  Response.json({ success: false, errors: [{ code: 1411, message: 'Duplicate custom hostname found.' }], result: null }, { status: 409 })

describe('the Cloudflare custom hostnames adapter', () => {
  it('creates a hostname with TXT validation and a DV certificate: one POST to the zone with the bearer token', async () => {
    const { sent, adapter } = cloudflareAnswering(ok(PENDING))
    const created = await adapter.create('www.whitfieldfuneral.com')
    expect(sent).toEqual([
      {
        url: ZONE_URL,
        method: 'POST',
        headers: { authorization: `Bearer ${CONFIG.apiToken}`, 'content-type': 'application/json' },
        body: { hostname: 'www.whitfieldfuneral.com', ssl: { method: 'txt', type: 'dv' } },
      },
    ])
    expect(created).toEqual({
      id: PENDING.id,
      hostname: 'www.whitfieldfuneral.com',
      status: 'pending',
      sslStatus: 'pending_validation',
      records: [
        {
          type: 'TXT',
          name: '_cf-custom-hostname.www.whitfieldfuneral.com',
          value: '0e2d5a7f-1548-4f27-8c05-b577cb14f4ec',
          purpose: 'ownership',
        },
        {
          type: 'TXT',
          name: '_acme-challenge.www.whitfieldfuneral.com',
          value: 'ca3-574923932a82475cb8592200f1a2a23d',
          purpose: 'certificate',
        },
      ],
      problems: ['custom hostname does not CNAME to this zone.', 'caa_error: blocked'],
    })
    expect(withRouting(created, adapter.cnameTarget)[0]).toEqual({
      type: 'CNAME',
      name: 'www.whitfieldfuneral.com',
      value: 'sites.example-platform.com',
      purpose: 'routing',
    })
  })

  it('reads a hostname by id with a GET (no body), and an active one without records or problems', async () => {
    const active = { id: PENDING.id, hostname: PENDING.hostname, status: 'active', ssl: { status: 'active' } }
    const { sent, adapter } = cloudflareAnswering(ok(active))
    expect(await adapter.get(PENDING.id)).toEqual({
      id: PENDING.id,
      hostname: PENDING.hostname,
      status: 'active',
      sslStatus: 'active',
      records: [],
      problems: [],
    })
    expect(sent).toEqual([
      { url: `${ZONE_URL}/${PENDING.id}`, method: 'GET', headers: { authorization: `Bearer ${CONFIG.apiToken}` }, body: undefined },
    ])
  })

  it('answers undefined for a hostname Cloudflare no longer has (404), and deleting one is then done already', async () => {
    const { sent, adapter } = cloudflareAnswering(gone)
    expect(await adapter.get('missing')).toBeUndefined()
    await expect(adapter.delete('missing')).resolves.toBeUndefined()
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([`GET ${ZONE_URL}/missing`, `DELETE ${ZONE_URL}/missing`])
  })

  it('deletes with a DELETE to the hostname’s URL', async () => {
    const { sent, adapter } = cloudflareAnswering(ok({ id: PENDING.id }))
    await adapter.delete(PENDING.id)
    expect(sent).toEqual([
      { url: `${ZONE_URL}/${PENDING.id}`, method: 'DELETE', headers: { authorization: `Bearer ${CONFIG.apiToken}` }, body: undefined },
    ])
  })

  it('reads the error envelope: a refused request is `refused` with Cloudflare’s codes, auth and rate limits are `unavailable`, and the token is never in the error', async () => {
    const refused = cloudflareAnswering(refusedAnswer)
    const error = await refused.adapter.create('www.whitfieldfuneral.com').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CustomHostnameError)
    expect(error).toMatchObject({ kind: 'refused', message: expect.stringContaining('HTTP 409: 1411 Duplicate custom hostname found.') })

    const denied = cloudflareAnswering(() =>
      Response.json({ success: false, errors: [{ code: 10000, message: 'Authentication error' }] }, { status: 403 }),
    )
    const deniedError = await denied.adapter.get(PENDING.id).catch((e: unknown) => e)
    expect(deniedError).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('HTTP 403: 10000 Authentication error') })
    expect(String((deniedError as Error).message)).not.toContain(CONFIG.apiToken)

    const limited = cloudflareAnswering(() =>
      Response.json({ success: false, errors: [{ code: 971, message: 'Please wait' }] }, { status: 429 }),
    )
    await expect(limited.adapter.delete(PENDING.id)).rejects.toMatchObject({ kind: 'unavailable' })
  })

  it('treats a 200 that says success: false, a body that is not JSON, an answer without an id and a network failure as failures', async () => {
    await expect(
      cloudflareAnswering(() => Response.json({ success: false, errors: [{ code: 1000, message: 'x' }] })).adapter.create('a.example.com'),
    ).rejects.toBeInstanceOf(CustomHostnameError)
    await expect(
      cloudflareAnswering(() => new Response('<html>bad gateway</html>', { status: 502 })).adapter.get('x'),
    ).rejects.toMatchObject({ kind: 'unavailable' })
    await expect(cloudflareAnswering(ok({ hostname: 'a.example.com' })).adapter.create('a.example.com')).rejects.toMatchObject({
      kind: 'unavailable',
    })
    const down = new CloudflareCustomHostnames(CONFIG, (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch)
    await expect(down.create('a.example.com')).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('could not be reached'),
    })
  })

  it('puts the zone id and the hostname id in the URL encoded', async () => {
    const { sent, adapter } = cloudflareAnswering(ok(PENDING))
    await adapter.get('a/b')
    expect(sent[0]?.url).toBe(`${ZONE_URL}/a%2Fb`)
  })
})

describe('the local fake', () => {
  it('answers pending with stable TXT records at creation, then active with an active certificate', async () => {
    const fake = new FakeCustomHostnames()
    const created = await fake.create('www.example.com')
    expect(created).toMatchObject({ id: 'fake:www.example.com', status: 'pending', sslStatus: 'pending_validation' })
    expect(created.records.map((r) => [r.type, r.name, r.purpose])).toEqual([
      ['TXT', '_cf-custom-hostname.www.example.com', 'ownership'],
      ['TXT', '_acme-challenge.www.example.com', 'certificate'],
    ])
    expect((await fake.create('www.example.com')).records).toEqual(created.records)
    expect((await fake.create('www.other.com')).records[0]?.value).not.toBe(created.records[0]?.value)
    expect(await fake.get(created.id)).toMatchObject({ status: 'active', sslStatus: 'active', records: [] })
  })

  it('keeps a host whose first label is `pending` pending and blocks one whose first label is `blocked`; an id not its own is gone', async () => {
    const fake = new FakeCustomHostnames()
    expect(await fake.get('fake:pending.example.com')).toMatchObject({ status: 'pending', sslStatus: 'pending_validation' })
    expect(await fake.get('fake:blocked.example.com')).toMatchObject({ status: 'blocked' })
    expect(await fake.get('3537a672-e4d8-4d89-aab9-26cb622918a1')).toBeUndefined()
  })
})
