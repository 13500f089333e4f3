import { describe, expect, it } from 'vitest'
import { demoCompanies } from '#api/seed/demo.ts'
import { isModuleType, MODULE_SCHEMAS } from '#contract/modules.ts'
import { MODULES } from '#src/modules/registry.tsx'

const [whitfield, harbor] = demoCompanies()

describe('demo site documents', () => {
  it('every module of a known type matches its schema, with ids on every nested object that has one', () => {
    for (const company of demoCompanies())
      for (const site of [company.approved, company.draft])
        for (const [path, page] of Object.entries(site.pages))
          for (const module of page.modules) {
            if (!isModuleType(module.type)) continue
            const where = `${company.name} ${path} ${module.id}`
            expect({ where, issues: MODULE_SCHEMAS[module.type].safeParse(module).error?.issues }).toEqual({ where, issues: undefined })
          }
  })

  it('module ids are unique within each site', () => {
    for (const company of demoCompanies()) {
      const ids = Object.values(company.approved.pages).flatMap((p) => p.modules.map((m) => m.id))
      expect(new Set(ids).size).toBe(ids.length)
    }
  })

  it('uses every module type, one unknown type, and a page with its own layout', () => {
    const modules = demoCompanies().flatMap((c) => Object.values(c.approved.pages).flatMap((p) => p.modules))
    expect(new Set(modules.map((m) => m.type).filter((t) => MODULES.has(t)))).toEqual(new Set(MODULES.keys()))
    expect(modules.filter((m) => !MODULES.has(m.type)).map((m) => m.type)).toEqual(['legacy-widget'])
    expect(whitfield!.approved.pages['/services/pre-planning']?.layout).toBe('landing')
  })

  it('keeps the existing pages, with empty parents that redirect to their first child', () => {
    expect(Object.keys(whitfield!.approved.pages)).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us',
        '/about-us/our-staff',
        '/about-us/our-history',
        '/contact-us',
        '/services',
        '/services/pre-planning',
      ]),
    )
    expect(Object.keys(harbor!.approved.pages)).toEqual(
      expect.arrayContaining(['/', '/about', '/about/our-chapel', '/about/grief-support', '/services/burial-at-sea', '/contact']),
    )
    for (const [company, path] of [
      [whitfield!, '/about-us'],
      [whitfield!, '/services'],
      [harbor!, '/about'],
      [harbor!, '/services'],
    ] as const)
      expect(company.approved.pages[path]?.modules).toEqual([])
  })

  it('the draft differs from the approved site only in the hero heading and one extra module', () => {
    for (const company of [whitfield!, harbor!]) {
      const approvedHome = company.approved.pages['/']!
      const draftHome = company.draft.pages['/']!
      expect(draftHome.modules[0]?.heading).not.toBe(approvedHome.modules[0]?.heading)
      const withoutHeading = (m: (typeof draftHome.modules)[number]) => (m.type === 'hero' ? { ...m, heading: '' } : m)
      const extra = draftHome.modules.filter((m) => !approvedHome.modules.some((a) => a.id === m.id))
      expect(extra.length).toBeLessThanOrEqual(1)
      expect(draftHome.modules.filter((m) => !extra.includes(m)).map(withoutHeading)).toEqual(approvedHome.modules.map(withoutHeading))
      const { ['/']: _draftHome, ...draftRest } = company.draft.pages
      const { ['/']: _approvedHome, ...approvedRest } = company.approved.pages
      expect(draftRest).toEqual(approvedRest)
      expect(company.draft.navigation).toEqual(company.approved.navigation)
    }
  })

  it('pictures are files of this site, under /demo', () => {
    const text = JSON.stringify(demoCompanies().map((c) => [c.approved, c.draft]))
    expect(text).not.toMatch(/https?:\/\/(?!www\.google\.com)/)
    for (const src of text.match(/"src":"[^"]+"/g) ?? []) expect(src).toMatch(/^"src":"\/demo\/[a-z0-9-]+\.svg"$/)
  })
})
