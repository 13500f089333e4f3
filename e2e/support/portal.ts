import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import { hydrated } from './page-state'
import { BASE_URL, HOSTS, siteUrl } from './urls'

/** The demo accounts (README "Demo accounts"). */
export const DEMO = {
  family: { whitfield: 'family@whitfield.example', harbor: 'family@harbor.example' },
  relative: { whitfield: 'relative@whitfield.example', harbor: 'relative@harbor.example' },
  /** Each home's owner (README "Demo accounts"); its director and site editor below. */
  staff: { whitfield: 'staff@whitfield.example', harbor: 'staff@harbor.example' },
  director: { whitfield: 'director@whitfield.example', harbor: 'director@harbor.example' },
  editor: { whitfield: 'editor@whitfield.example', harbor: 'editor@harbor.example' },
  familyPassword: 'family-demo-2026',
  staffPassword: 'staff-demo-2026',
} as const

export type Host = keyof typeof HOSTS

/** An address no test has used: each test that creates an account gets its own. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`
}

/**
 * A visitor outside the browser (Playwright's request context keeps its cookies), with a client
 * address of its own so rate limits per address never meet another test's. Node does not resolve
 * *.localhost: Harbor Light is the Host header (urls.ts `onHost`).
 */
function guestContext(host: Host): Promise<APIRequestContext> {
  const hostHeader = new URL(siteUrl('/', host)).host
  return playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: {
      Host: hostHeader,
      Origin: `http://${hostHeader}`,
      'CF-Connecting-IP': `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
    },
  })
}

/** A signed-in session for `email` outside the browser. */
export async function apiSession(host: Host, email: string, password: string): Promise<APIRequestContext> {
  const context = await guestContext(host)
  const signedIn = await context.post('/api/auth/sign-in', { data: { email, password } })
  expect(signedIn.status(), `sign-in of ${email}`).toBe(200)
  return context
}

type OutboxMessage = { kind: string; to: string; text: string }

/**
 * The link in the newest mail of `kind` to `to`, as a path on the site (the demo's outbox,
 * README "Mail": staff read it locally). Waits for it: mail is written as the call answers.
 */
export async function mailedLink(host: Host, kind: string, to: string): Promise<string> {
  const staff = await apiSession(host, DEMO.staff[host === 'harbor' ? 'harbor' : 'whitfield'], DEMO.staffPassword)
  try {
    let link: string | undefined
    await expect
      .poll(async () => {
        const page = (await (await staff.get('/api/staff/outbox?page=0&size=50')).json()) as { content: OutboxMessage[] }
        const mail = page.content.find((m) => m.kind === kind && m.to.toLowerCase() === to.toLowerCase())
        link = mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined
        return link
      })
      .toBeTruthy()
    const url = new URL(link ?? '')
    return `${url.pathname}${url.search}`
  } finally {
    await staff.dispose()
  }
}

/** Signs in through the login page (already open), as a person would with a mouse or a finger. */
export async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Opens a portal screen as `email` (on the first home): the guard sends the page to sign in
 * first, then back to it, live.
 */
export async function openSignedIn(page: Page, path: string, email: string, password: string): Promise<void> {
  await page.goto(siteUrl(path))
  await expect(page).toHaveURL(/\/family-portal\/login\?redirect=/)
  await hydrated(page)
  await signInOnPage(page, email, password)
  await expect(page).toHaveURL(siteUrl(path))
  await hydrated(page)
}

/** Each demo home's case being arranged now, and who arranges it (README "Demo accounts"). */
export const CURRENT_CASE = {
  whitfield: {
    id: 1101,
    path: '/family-portal/1101/walter-ellis',
    name: 'Walter James Ellis',
    firstName: 'Walter',
    owner: 'Margaret Ellis',
  },
  harbor: { id: 2101, path: '/family-portal/2101/henri-moreau', name: 'Henri Paul Moreau', firstName: 'Henri', owner: 'Daniel Moreau' },
} as const

/**
 * An account that exists and is a member of the home's current case, made as a relative would
 * make it: invited as a helper by the home's owner from the studio (the demo family's invitations
 * are left to the tests that invite through the screen: the api allows an account ten an hour; the
 * demo relative is a helper, who does not invite), signed up with the invitation, the mailed link
 * finished.
 */
export async function invitedAccount(host: 'whitfield' | 'harbor', tag: string, password: string): Promise<string> {
  const owner = await apiSession(host, DEMO.staff[host], DEMO.staffPassword)
  try {
    return await invitedTo(host, owner, CURRENT_CASE[host].id, tag, password, `/api/staff/cases/${CURRENT_CASE[host].id}/invitations`)
  } finally {
    await owner.dispose()
  }
}

/**
 * An account made as a relative would make it, invited to case `caseId` by `inviter` (a signed-in
 * member's session, which stays open), signed up with the invitation and the mailed link finished.
 */
export async function invitedTo(
  host: Host,
  inviter: APIRequestContext,
  caseId: number,
  tag: string,
  password: string,
  /** The family's invite call, or the studio's (staff). */
  invitePath = `/api/family/cases/${caseId}/invite`,
): Promise<string> {
  const email = uniqueEmail(tag)
  const invited = await inviter.post(invitePath, {
    data: { email, firstName: 'Ruth', lastName: 'Ellis', relationship: 'Niece', role: 'helper' },
  })
  expect(invited.status()).toBe(201)
  const invitation = (await mailedLink(host, 'invitation', email)).split('/').pop() ?? ''
  await signUpByMail(host, { email, password, firstName: 'Ruth', lastName: 'Ellis', invitationToken: invitation })
  return email
}

/** Signs up as a person would: the sign-up call, then the mailed link finished with the password. */
async function signUpByMail(
  host: Host,
  account: { email: string; password: string; firstName: string; lastName: string; invitationToken?: string },
) {
  const guest = await guestContext(host)
  try {
    expect((await guest.post('/api/auth/sign-up', { data: account })).status()).toBe(202)
    const finish = (await mailedLink(host, 'sign-up', account.email)).split('/').pop() ?? ''
    expect((await guest.post(`/api/auth/sign-up/${finish}`, { data: { password: account.password } })).ok()).toBe(true)
  } finally {
    await guest.dispose()
  }
}

/** An account of its own that belongs to no case yet (signed up without an invitation, the mailed link finished). */
export async function accountWithoutCases(host: 'whitfield' | 'harbor', password: string): Promise<string> {
  const email = uniqueEmail('alone')
  await signUpByMail(host, { email, password, firstName: 'Alma', lastName: 'Reyes' })
  return email
}

export type PracticeCase = { host: 'whitfield' | 'harbor'; email: string; id: number; path: string; firstName: string }

/**
 * A case of a test's own, so arranging, submitting and paying can run on every run: an account of
 * its own (no other case) owning a new loved one with nothing arranged yet, opened by the home's
 * staff through the api's local-only practice cases.
 */
export async function practiceCase(
  host: 'whitfield' | 'harbor',
  password: string,
  firstName = 'Ada',
  /** Also what the review tasks review (issue 20): an obituary draft, or one already published. */
  reviews?: 'draft' | 'published',
): Promise<PracticeCase> {
  const email = await accountWithoutCases(host, password)
  const staff = await apiSession(host, DEMO.staff[host], DEMO.staffPassword)
  try {
    const response = await staff.post('/api/staff/practice-cases', { data: { email, firstName, lastName: 'Practice', reviews } })
    expect(response.status(), 'practice case').toBe(201)
    const created = (await response.json()) as { id: number; nameSlug: string }
    return { host, email, id: created.id, path: `/family-portal/${created.id}/${created.nameSlug}`, firstName }
  } finally {
    await staff.dispose()
  }
}
