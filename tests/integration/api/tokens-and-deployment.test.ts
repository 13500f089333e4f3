import { afterEach, describe, expect, it, vi } from 'vitest'
import { UPSTREAM_AUTH_PATHS } from '#contract/auth.ts'
import { HEADER_UPSTREAM_SECRET } from '#contract/headers.ts'
import { obituaryPath } from '#contract/obituaries.ts'
import { ArrangementSchema } from '#contract/arrangements.ts'
import { OutboxPageSchema, PracticeCaseSchema } from '#contract/staff.ts'
import { ACCOUNTS, api, callWith, ok, tokenFor } from './client.ts'

/** Issue 16 points 3 and 7 on the api alone: local-only outbox, the BFF's secret, no-store, redacted logs, absolute mail links. */

afterEach(() => {
  vi.restoreAllMocks()
})

describe('GET /api/staff/outbox', () => {
  it('answers staff in local development (ENVIRONMENT=development)', async () => {
    const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
    const response = await callWith({}, '/api/staff/outbox', { token: staff })
    expect(response.status).toBe(200)
    OutboxPageSchema.parse(await response.json())
  })

  it('does not exist anywhere else: a 404 for staff, as for anyone', async () => {
    const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
    for (const ENVIRONMENT of [undefined, '', 'production', 'Development']) {
      const response = await callWith({ ENVIRONMENT }, '/api/staff/outbox', { token: staff })
      expect(response.status).toBe(404)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
    }
  })
})

describe('POST /api/staff/practice-cases', () => {
  it('opens a case with nothing arranged, owned by the named family account, in local development', async () => {
    const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
    const json = { email: ACCOUNTS.whitfieldFamily.email.toUpperCase(), firstName: 'Ada', lastName: 'Practice' }
    const created = await ok(
      await callWith({}, '/api/staff/practice-cases', { method: 'POST', token: staff, json }),
      PracticeCaseSchema,
      201,
    )
    expect(created.nameSlug).toBe('ada-practice')
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const arrangement = await ok(await api(`/api/family/arrangements/${created.id}`, { token: family }), ArrangementSchema)
    expect(arrangement).toMatchObject({ packageId: null, locked: false, hasPurchaser: false })
    // Only its owner (and staff) may open it: Harbor's family gets the 404 of a case that is not there.
    const harbor = await tokenFor(ACCOUNTS.harborFamily)
    expect((await api(`/api/family/arrangements/${created.id}`, { token: harbor, host: 'harbor.localhost' })).status).toBe(404)
  })

  it("refuses an address that is not one of this home's accounts, and a family member", async () => {
    const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
    const foreign = await callWith({}, '/api/staff/practice-cases', {
      method: 'POST',
      token: staff,
      json: { email: ACCOUNTS.harborFamily.email },
    })
    expect(foreign.status).toBe(422)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const byFamily = await callWith({}, '/api/staff/practice-cases', {
      method: 'POST',
      token: family,
      json: { email: ACCOUNTS.whitfieldFamily.email },
    })
    expect(byFamily.status).toBe(403)
  })

  it('does not exist anywhere else', async () => {
    const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
    const response = await callWith({ ENVIRONMENT: 'production' }, '/api/staff/practice-cases', {
      method: 'POST',
      token: staff,
      json: { email: ACCOUNTS.whitfieldFamily.email },
    })
    expect(response.status).toBe(404)
  })
})

describe('UPSTREAM_SECRET', () => {
  const SECRET = 'a-shared-secret-of-the-bff-and-the-api-0123'
  const path = '/api/web/render-context/approved'

  it('is not needed when not configured (the api is reachable only through the service binding)', async () => {
    expect((await callWith({ UPSTREAM_SECRET: undefined }, path)).status).toBe(200)
  })

  it('when configured, refuses every call without it or with another value, health and OpenAPI included', async () => {
    expect((await callWith({ UPSTREAM_SECRET: SECRET }, path)).status).toBe(403)
    expect((await callWith({ UPSTREAM_SECRET: SECRET }, path, { headers: { [HEADER_UPSTREAM_SECRET]: SECRET.slice(1) } })).status).toBe(403)
    expect((await callWith({ UPSTREAM_SECRET: SECRET }, '/health')).status).toBe(403)
    expect((await callWith({ UPSTREAM_SECRET: SECRET }, '/api/openapi.json')).status).toBe(403)
    expect((await callWith({ UPSTREAM_SECRET: SECRET }, path, { headers: { [HEADER_UPSTREAM_SECRET]: SECRET } })).status).toBe(200)
  })
})

describe('Cache-Control on private answers', () => {
  it('is no-store on family and staff calls, refusals included', async () => {
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    for (const path of ['/api/family/cases', '/api/family/cases/1101', '/api/family/company/gpl/items']) {
      const response = await api(path, { token: family })
      expect({ path, cacheControl: response.headers.get('Cache-Control') }).toEqual({ path, cacheControl: 'no-store' })
    }
    expect((await api('/api/family/cases')).headers.get('Cache-Control')).toBe('no-store')
    expect((await api('/api/family/cases/9999', { token: family })).headers.get('Cache-Control')).toBe('no-store')
    expect((await api('/api/web/render-context/approve', { method: 'POST' })).headers.get('Cache-Control')).toBe('no-store')
  })

  it('leaves public answers as they were', async () => {
    const response = await api('/api/web/render-context/approved')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control') ?? '').not.toContain('no-store')
  })
})

describe('the api’s request log', () => {
  it('writes one line per request with token path segments redacted', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')))
    const token = `R${crypto.randomUUID().replaceAll('-', '')}0123456789`
    await api(`${UPSTREAM_AUTH_PATHS.passwordReset}/${token}`)
    await api(`/api/family/invitation/${token}`)
    await api(`/api/web/obituaries/1001/shop/orders/1?token=${token}`)
    const requestLines = lines.filter((l) => l.startsWith('{"msg":"api-request"'))
    expect(requestLines).toHaveLength(3)
    expect(JSON.parse(requestLines[0]!)).toMatchObject({
      msg: 'api-request',
      method: 'GET',
      path: `${UPSTREAM_AUTH_PATHS.passwordReset}/[redacted]`,
    })
    expect(JSON.parse(requestLines[1]!)).toMatchObject({ path: '/api/family/invitation/[redacted]' })
    for (const line of lines) expect(line).not.toContain(token)
  })
})

describe('mailed links', () => {
  it('the memory-posted mail links to the site by the site-link rule (absolute, the request’s host)', async () => {
    const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
    const posted = await api(obituaryPath('memories', 1001), {
      json: { name: 'Link Checker', text: 'A kind man.' },
      headers: { 'CF-Connecting-IP': '198.51.100.201' },
    })
    expect(posted.status).toBe(201)
    const outbox = OutboxPageSchema.parse(await (await api('/api/staff/outbox', { token: staff })).json())
    const mail = outbox.content.find((m) => m.kind === 'memory-posted' && m.text.includes('Link Checker'))
    // Obituary 1001's case has no family in the portal: the home reviews it from the studio's wall queue.
    expect(mail?.text).toMatch(/Review it here: http:\/\/localhost\/studio\/wall\?case=\d+\n/)
  })

  it('the memory-posted mail to a family links to the screen where they review it: the case’s review-wall-comments task', async () => {
    const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
    // Dorothy Ellis's obituary (case 1102, Margaret Ellis its owner), published in the autumn; its
    // wall now holds memories for the family's review, which is when they are mailed.
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const settings = await api('/api/family/cases/1102/memorial-wall/settings', {
      token: family,
      json: { moderation: 'review', open: true, allowPhotos: true },
    })
    expect(settings.status).toBe(200)
    const posted = await api(obituaryPath('memories', 1902), {
      json: { name: 'Portal Link Checker', text: 'She baked for the whole street.' },
      headers: { 'CF-Connecting-IP': '198.51.100.202' },
    })
    expect(posted.status).toBe(201)
    const outbox = OutboxPageSchema.parse(await (await api('/api/staff/outbox', { token: staff })).json())
    const mail = outbox.content.find(
      (m) => m.kind === 'memory-posted' && m.to === 'family@whitfield.example' && m.text.includes('Portal Link Checker'),
    )
    expect(mail?.text).toMatch(/Review it here: http:\/\/localhost\/family-portal\/1102\/dorothy-ellis\/task\/review-wall-comments\n/)
  })
})
