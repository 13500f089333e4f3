import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { signPreviewToken } from '#api/src/site/preview-token.ts'
import { DEMO, apiSession } from './portal'
import { siteUrl } from './urls'

/** Private previews (decision 037): the draft is shown to staff, or through a signed preview link. */

/** Signs the page's browser context in as Whitfield's staff (its cookies then go with every page). */
export async function signInAsStaff(page: Page): Promise<void> {
  const origin = new URL(siteUrl('/')).origin
  const response = await page.request.post(siteUrl('/api/auth/sign-in'), {
    data: { email: DEMO.staff.whitfield, password: DEMO.staffPassword },
    headers: { Origin: origin },
  })
  expect(response.status(), 'staff sign-in').toBe(200)
}

/** A preview link Whitfield's staff made for `path`, as a path and query on the site. */
export async function previewLink(path = '/'): Promise<{ href: string; token: string }> {
  const staff = await apiSession('whitfield', DEMO.staff.whitfield, DEMO.staffPassword)
  try {
    const response = await staff.post('/api/staff/preview-links', { data: { path } })
    expect(response.status(), 'preview link').toBe(201)
    const link = (await response.json()) as { url: string; token: string }
    const url = new URL(link.url)
    return { href: `${url.pathname}${url.search}`, token: link.token }
  } finally {
    await staff.dispose()
  }
}

/**
 * A link for Whitfield (company 1) signed with the local api's own secret (api/.dev.vars, which
 * the build serves with) but made two hours ago: expired an hour since.
 */
export async function expiredPreviewHref(path = '/'): Promise<string> {
  const secret = /^AUTH_SECRET="?([^"\n]+)"?$/m.exec(readFileSync('api/.dev.vars', 'utf8'))?.[1]
  if (!secret) throw new Error('api/.dev.vars has no AUTH_SECRET (npm run build writes one)')
  const { token } = await signPreviewToken({ host: 'localhost', companyId: 1 }, secret, new Date(Date.now() - 2 * 60 * 60 * 1000))
  return `${path}?preview=true&previewToken=${token}`
}
