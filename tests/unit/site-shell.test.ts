import { dehydrate } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { WebsiteContext } from '#contract/website.ts'
import { demoCompanies } from '#api/seed/demo.ts'
import { contentPageQuery } from '#src/features/pages/content-page.ts'
import { renderContextQuery, siteDocumentQuery } from '#src/features/site/render-context.ts'
import { siteShell } from '#src/features/site/shell.ts'
import { createQueryClient } from '#src/lib/query-client.ts'

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

  it('sends the shell and the page it rendered, never the whole site document', async () => {
    const server = createQueryClient()
    // As the server reads it (its queryFn is the upstream call).
    await server.ensureQueryData({ ...siteDocumentQuery('approved'), queryFn: async () => site })
    await server.ensureQueryData(renderContextQuery('approved'))
    const home = await server.ensureQueryData(contentPageQuery('approved', '/'))
    expect(home.kind).toBe('page')

    const sent = dehydrate(server, server.getDefaultOptions().dehydrate)
    expect(sent.queries.map((q) => q.queryKey)).toEqual([
      ['render-context', 'approved'],
      ['content-page', 'approved', '/'],
    ])
    // The other pages' modules are not in it.
    const text = JSON.stringify(sent)
    const other = Object.entries(site.pages).find(([path, page]) => path !== '/' && page.modules.length > 0)?.[1]
    expect(text).not.toContain(JSON.stringify(other?.modules[0]))
  })

  it('resolves an address as the catch-all does: a page, a redirect to a first child, or not found', async () => {
    const client = createQueryClient()
    client.setQueryData(siteDocumentQuery('approved').queryKey, site)
    expect((await client.ensureQueryData(contentPageQuery('approved', '/about-us/our-staff/'))).kind).toBe('page')
    expect(contentPageQuery('approved', '/about-us/our-staff/').queryKey).toEqual(['content-page', 'approved', '/about-us/our-staff'])
    expect(await client.ensureQueryData(contentPageQuery('approved', '/about-us'))).toMatchObject({ kind: 'redirect' })
    expect(await client.ensureQueryData(contentPageQuery('approved', '/no-such-page'))).toEqual({ kind: 'not-found' })
  })
})
