import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { SessionSchema, UPSTREAM_AUTH_PATHS } from '#contract/auth.ts'
import { PREVIEW_LINKS_PATH } from '#contract/previews.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { ACCOUNTS, api, failure, freshAddress, ok, tokenFor } from './client.ts'

/**
 * The staff roles (issue 37): every staff call checks the role in the api. One row per call, one
 * column per account; the answer each must get. Harbor's owner is staff of another home: a case
 * of Whitfield is a 404 to it and a Whitfield-only token is refused on its own host.
 */
type Who = 'owner' | 'director' | 'editor' | 'family' | 'harborOwner'
const WHO: Record<Who, (typeof ACCOUNTS)[keyof typeof ACCOUNTS]> = {
  owner: ACCOUNTS.whitfieldStaff,
  director: ACCOUNTS.whitfieldDirector,
  editor: ACCOUNTS.whitfieldEditor,
  family: ACCOUNTS.whitfieldRelative,
  harborOwner: ACCOUNTS.harborStaff,
}

type Call = { name: string; path: string; method?: string; json?: unknown; expect: Record<Who, number> }

/** Case 1102 (Dorothy Ellis) is not the relative's: a family account that is not a member gets a 404. */
const CALLS: Call[] = [
  {
    name: 'open a case',
    path: '/api/family/cases/1102',
    expect: { owner: 200, director: 200, editor: 404, family: 404, harborOwner: 404 },
  },
  {
    name: "list a case's invitations",
    path: '/api/staff/cases/1102/invitations',
    expect: { owner: 200, director: 200, editor: 403, family: 403, harborOwner: 404 },
  },
  {
    name: "list a case's services",
    path: '/api/staff/cases/1102/services',
    expect: { owner: 200, director: 200, editor: 403, family: 403, harborOwner: 404 },
  },
  {
    name: "search the home's cases",
    path: '/api/staff/cases?name=ellis',
    expect: { owner: 200, director: 200, editor: 403, family: 403, harborOwner: 200 },
  },
  {
    name: 'read a case page',
    path: '/api/staff/cases/1102',
    expect: { owner: 200, director: 200, editor: 403, family: 403, harborOwner: 404 },
  },
  {
    name: 'list the staff accounts',
    path: '/api/staff/members',
    expect: { owner: 200, director: 403, editor: 403, family: 403, harborOwner: 200 },
  },
  {
    name: 'read the draft site',
    path: '/api/web/render-context/draft',
    expect: { owner: 200, director: 403, editor: 200, family: 403, harborOwner: 200 },
  },
  {
    name: 'make a preview link',
    path: PREVIEW_LINKS_PATH,
    json: { path: '/' },
    expect: { owner: 201, director: 403, editor: 201, family: 403, harborOwner: 201 },
  },
]

describe('the role × call matrix of staff calls', () => {
  it.each(CALLS)('$name answers each role as its area allows', async (call) => {
    for (const [who, status] of Object.entries(call.expect) as [Who, number][]) {
      const account = WHO[who]
      const token = await tokenFor(account)
      const response = await api(call.path, { host: account.host, token, method: call.method, json: call.json })
      // A studio call refused for the role says why, in the role's words.
      const message = status === 403 && call.path.startsWith('/api/staff/') ? STAFF_ROLE_REFUSED : undefined
      const said = message === undefined ? undefined : ((await response.json()) as { message?: string }).message
      expect({ who, status: response.status, said }).toEqual({ who, status, said: message })
    }
  })

  it('names each staff member’s role in the session, a family account none', async () => {
    const roles = await Promise.all(
      (['owner', 'director', 'editor', 'family'] as const).map(async (who) => {
        const token = await tokenFor(WHO[who])
        return (await ok(await api(UPSTREAM_AUTH_PATHS.session, { token }), SessionSchema)).user.staffRole
      }),
    )
    expect(roles).toEqual(['owner', 'director', 'site_editor', null])
  })
})

describe('a disabled staff account', () => {
  it('signs in no more, with a reason, and its tokens stop at once', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldDirector)
    await env.DB.prepare("UPDATE users SET disabled_at = '2026-12-03T00:00:00.000Z' WHERE email = ?")
      .bind(ACCOUNTS.whitfieldDirector.email)
      .run()
    onTestFinished(async () => {
      await env.DB.prepare('UPDATE users SET disabled_at = NULL WHERE email = ?').bind(ACCOUNTS.whitfieldDirector.email).run()
    })
    expect((await api('/api/family/cases/1102', { token })).status).toBe(401)
    const signIn = await api(UPSTREAM_AUTH_PATHS.signIn, {
      json: { email: ACCOUNTS.whitfieldDirector.email, password: ACCOUNTS.whitfieldDirector.password },
      headers: freshAddress(),
    })
    expect(await failure(signIn, 401)).toMatchObject({ message: expect.stringContaining('turned off by the funeral home') })
    // A wrong password still gets the answer anyone gets: the reason is only for whoever knows the password.
    const wrong = await api(UPSTREAM_AUTH_PATHS.signIn, {
      json: { email: ACCOUNTS.whitfieldDirector.email, password: 'not-the-password-1' },
      headers: freshAddress(),
    })
    expect(await failure(wrong, 401)).toMatchObject({ message: 'The email or password is incorrect' })
  })
})
