import { describe, expect, it } from 'vitest'
import type { WebsiteContext } from '#contract/website.ts'
import { demoCompanies } from '#api/seed/demo.ts'
import { loadContentPage } from '#src/features/pages/loaders.ts'
import { loadSiteShell } from '#src/features/site/render-context.ts'
import { siteShell } from '#src/features/site/shell.ts'
import { remember } from '#src/lib/request-scope.ts'

const [whitfield] = demoCompanies()
const site = whitfield!.approved as unknown as WebsiteContext

describe('what a page carries of the site (issue 15 point 4)', () => {
  it('the shell: everything but the pages, with the opening hours the pages list', () => {
    const shell = siteShell(site)
    expect(shell).not.toHaveProperty('pages')
    expect(shell.company).toEqual(site.company)
    expect(shell.navigation).toEqual(site.navigation)
    expect(shell.openingHours.length).toBeGreaterThan(0)
  })

  it('a content page resolves from the document the request read once, and carries that page only', async () => {
    // As the root read it for this request (outside a request, unit tests share one scope).
    remember('site-document:approved', Promise.resolve(site))
    const home = await loadContentPage('approved', '/')
    expect(home.kind).toBe('page')
    const text = JSON.stringify(home)
    const other = Object.entries(site.pages).find(([path, page]) => path !== '/' && page.modules.length > 0)?.[1]
    expect(text).not.toContain(JSON.stringify(other?.modules[0]))
    expect(await loadSiteShell('approved')).toEqual(siteShell(site))
  })

  it('resolves an address as the catch-all does: a page, a redirect to a first child, or not found', async () => {
    remember('site-document:approved', Promise.resolve(site))
    expect((await loadContentPage('approved', '/about-us/our-staff/')).kind).toBe('page')
    expect(await loadContentPage('approved', '/about-us')).toMatchObject({ kind: 'redirect' })
    expect(await loadContentPage('approved', '/no-such-page')).toEqual({ kind: 'not-found' })
  })
})
