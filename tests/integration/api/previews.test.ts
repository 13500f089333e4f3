import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signPreviewToken } from '#api/src/site/preview-token.ts'
import { PREVIEW_LINKS_PATH, PreviewLinkSchema } from '#contract/previews.ts'
import { WebsiteContextSchema, type WebsiteContext } from '#contract/website.ts'
import { ACCOUNTS, HARBOR, WHITFIELD, api, failure, ok, tokenFor } from './client.ts'

const DRAFT = '/api/web/render-context/draft'
const draftWith = (token: string) => `${DRAFT}?previewToken=${encodeURIComponent(token)}`
const heroOf = (context: WebsiteContext) => JSON.stringify(context.pages['/']?.modules[0])

async function previewLink(account: { host: string; email: string; password: string }, path?: string) {
  const token = await tokenFor(account)
  return ok(await api(PREVIEW_LINKS_PATH, { host: account.host, token, json: path ? { path } : {} }), PreviewLinkSchema, 201)
}

describe('the draft is private (decision 037)', () => {
  it('is a 403 without staff or a preview link, never stored; the approved context stays public', async () => {
    const refused = await api(DRAFT)
    expect(await failure(refused, 403)).toMatchObject({ message: 'The draft is shown only to staff and through a preview link' })
    expect(refused.headers.get('cache-control')).toBe('private, no-store')
    expect((await api('/api/web/render-context/approved')).status).toBe(200)
  })

  it('is a 403 for a family member and for staff of another funeral home', async () => {
    expect((await api(DRAFT, { token: await tokenFor(ACCOUNTS.whitfieldFamily) })).status).toBe(403)
    expect((await api(DRAFT, { token: await tokenFor(ACCOUNTS.harborStaff) })).status).toBe(403)
  })

  it('is served to staff of the funeral home, private, and differs from the approved one', async () => {
    const response = await api(DRAFT, { token: await tokenFor(ACCOUNTS.whitfieldStaff) })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const draft = await ok(response, WebsiteContextSchema)
    const approved = await ok(await api('/api/web/render-context/approved'), WebsiteContextSchema)
    expect(heroOf(draft)).not.toBe(heroOf(approved))
  })

  it('is served with a preview link staff made, on that host only', async () => {
    const link = await previewLink(ACCOUNTS.whitfieldStaff, '/about-us')
    const url = new URL(link.url)
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost/about-us')
    expect(url.searchParams.get('preview')).toBe('true')
    expect(url.searchParams.get('previewToken')).toBe(link.token)
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(59 * 60 * 1000)

    const draft = await ok(await api(draftWith(link.token)), WebsiteContextSchema)
    expect(draft.company.name).toBe('Whitfield & Sons Funeral Home')
    expect((await api(draftWith(link.token), { host: HARBOR })).status).toBe(403)
  })

  it('is refused with an expired, tampered or foreign link', async () => {
    const secret = env.AUTH_SECRET!
    const expired = await signPreviewToken({ host: WHITFIELD, companyId: 1 }, secret, new Date(Date.now() - 2 * 60 * 60 * 1000))
    expect((await api(draftWith(expired.token))).status).toBe(403)
    const { token } = await previewLink(ACCOUNTS.whitfieldStaff)
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await api(draftWith(tampered))).status).toBe(403)
    const harbor = await previewLink(ACCOUNTS.harborStaff)
    expect((await api(draftWith(harbor.token), { host: WHITFIELD })).status).toBe(403)
    expect((await api(draftWith('not a token'))).status).toBe(403)
  })
})

describe('POST /api/staff/preview-links', () => {
  it('is for staff only, private', async () => {
    expect((await api(PREVIEW_LINKS_PATH, { json: {} })).status).toBe(401)
    const family = await api(PREVIEW_LINKS_PATH, { json: {}, token: await tokenFor(ACCOUNTS.whitfieldFamily) })
    expect(family.status).toBe(403)
    expect(family.headers.get('cache-control')).toContain('no-store')
  })

  it('refuses a path that is not the site’s own (422)', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldStaff)
    for (const path of ['https://evil.example/', '//evil.example', 'about-us']) {
      expect((await api(PREVIEW_LINKS_PATH, { json: { path }, token })).status).toBe(422)
    }
  })
})
