import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { FamilyCaseSchema } from '#contract/family.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import {
  CaseDirectorSchema,
  FIRST_CALL_MESSAGES,
  FirstCallResultSchema,
  STAFF_CASES_PATH,
  STAFF_DIRECTORS_PATH,
  type FirstCallBody,
} from '#contract/studio-cases.ts'
import { ACCOUNTS, api, failure, ok, tokenFor } from './client.ts'

/** Cases from the first call (issue 37 point 3): roles, the home's own locations and directors, the tasks and the invitation. */

const firstCall = (overrides: Partial<FirstCallBody> = {}): FirstCallBody => ({
  firstName: 'Arthur',
  lastName: 'Penrose',
  deathDate: '2026-12-02',
  deathPlace: 'St. Mary’s Hospital',
  whereNow: 'St. Mary’s Hospital, waiting for the transfer',
  caseType: 'AT_NEED',
  locationId: 101,
  contact: {
    firstName: 'June',
    lastName: 'Penrose',
    relationship: 'Daughter',
    phone: '(555) 201-3344',
    email: `june.${crypto.randomUUID().slice(0, 8)}@example.org`,
  },
  inviteContact: true,
  ...overrides,
})

function removeCase(id: number) {
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM case_invitations WHERE case_id = ?').bind(id).run()
    await env.DB.prepare('DELETE FROM cases WHERE id = ?').bind(id).run()
  })
}

describe('a first call', () => {
  it('is for the roles that work cases: owner and director yes, site editor and family no, signed out 401', async () => {
    for (const [account, status] of [
      [ACCOUNTS.whitfieldStaff, 201],
      [ACCOUNTS.whitfieldDirector, 201],
      [ACCOUNTS.whitfieldEditor, 403],
      [ACCOUNTS.whitfieldFamily, 403],
    ] as const) {
      const response = await api(STAFF_CASES_PATH, { token: await tokenFor(account), json: firstCall({ inviteContact: false }) })
      const said = status === 403 ? ((await response.clone().json()) as { message: string }).message : undefined
      expect({ email: account.email, status: response.status, said }).toEqual({
        email: account.email,
        status,
        said: status === 403 ? STAFF_ROLE_REFUSED : undefined,
      })
      if (response.status === 201) removeCase(FirstCallResultSchema.parse(await response.json()).id)
    }
    expect((await api(STAFF_CASES_PATH, { json: firstCall() })).status).toBe(401)
  })

  it('opens the case with its tasks, in the director’s charge, and invites the caller', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldDirector)
    const body = firstCall()
    const created = await ok(await api(STAFF_CASES_PATH, { token, json: body }), FirstCallResultSchema, 201)
    removeCase(created.id)
    expect(created).toMatchObject({ nameSlug: 'arthur-penrose', invited: true })
    const theCase = await ok(await api(`/api/family/cases/${created.id}`, { token }), FamilyCaseSchema)
    expect(theCase).toMatchObject({
      firstName: 'Arthur',
      lastName: 'Penrose',
      status: 'AT_NEED',
      deathDate: '2026-12-02',
      locationId: 101,
      totalTasks: 10,
    })
    const row = await env.DB.prepare('SELECT director_user_id AS d, stage, first_call AS f FROM cases WHERE id = ?')
      .bind(created.id)
      .first<{ d: number; stage: string; f: string }>()
    expect(row).toMatchObject({ d: 1004, stage: 'open' })
    expect(JSON.parse(row!.f)).toMatchObject({ whereNow: body.whereNow, contact: { relationship: 'Daughter' } })
    const mail = await env.DB.prepare(`SELECT subject, text FROM outbox WHERE kind = 'invitation' AND "to" = ? ORDER BY id DESC LIMIT 1`)
      .bind(body.contact.email)
      .first<{ subject: string; text: string }>()
    expect(mail?.text).toContain('/family-portal/invitation/')
  })

  it('refuses another home’s location or a director who is not one, in plain words', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldStaff)
    const foreign = await api(STAFF_CASES_PATH, { token, json: firstCall({ locationId: 201 }) })
    expect(await failure(foreign, 422)).toMatchObject({ errors: { locationId: FIRST_CALL_MESSAGES.location } })
    // The site editor is staff of this home, but not one who works cases.
    const editor = await api(STAFF_CASES_PATH, { token, json: firstCall({ directorUserId: 1005 }) })
    expect(await failure(editor, 422)).toMatchObject({ errors: { directorUserId: FIRST_CALL_MESSAGES.director } })
    const noEmail = await api(STAFF_CASES_PATH, { token, json: firstCall({ contact: { firstName: 'June', lastName: 'Penrose' } }) })
    expect(await failure(noEmail, 422)).toMatchObject({ errors: { 'contact.email': FIRST_CALL_MESSAGES.inviteWithoutEmail } })
    // Harbor's owner cannot open a case at Whitfield's location either.
    const harbor = await api(STAFF_CASES_PATH, {
      host: ACCOUNTS.harborStaff.host,
      token: await tokenFor(ACCOUNTS.harborStaff),
      json: firstCall(),
    })
    expect(await failure(harbor, 422)).toMatchObject({ errors: { locationId: FIRST_CALL_MESSAGES.location } })
  })

  it('lists the home’s owners and directors to put in charge, never its site editor or another home’s', async () => {
    const directors = await ok(
      await api(STAFF_DIRECTORS_PATH, { token: await tokenFor(ACCOUNTS.whitfieldDirector) }),
      CaseDirectorSchema.array(),
    )
    expect(directors.map((d) => d.id)).toEqual(expect.arrayContaining([1002, 1004]))
    expect(directors.map((d) => d.id)).not.toContain(1005)
    expect(directors.every((d) => d.id < 2000)).toBe(true)
    expect((await api(STAFF_DIRECTORS_PATH, { token: await tokenFor(ACCOUNTS.whitfieldEditor) })).status).toBe(403)
  })
})
