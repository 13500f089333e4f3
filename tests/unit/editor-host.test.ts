import { describe, expect, it } from 'vitest'
import { MODULE_SCHEMAS, MODULE_TYPES } from '#contract/modules.ts'
import type { SiteDocument } from '#contract/website.ts'
import { whitfieldSite } from '#api/seed/data/whitfield-site.ts'
import {
  ADDABLE_TYPES,
  applySiteMessage,
  documentChanges,
  insertIntoPage,
  newModule,
  pathOfPage,
} from '#src/features/editor/host/host-document.ts'
import { emptyItem, labelOf, moduleFields } from '#src/features/editor/host/schema-fields.ts'

const counter = () => {
  let n = 0
  return () => `id-${++n}`
}

describe('new modules', () => {
  it.for(ADDABLE_TYPES)('a new %s module is valid for its schema', (type) => {
    expect(MODULE_SCHEMAS[type].safeParse(newModule(type, counter())).success).toBe(true)
  })
})

describe('forms from the module schemas', () => {
  it('every module type has a form, never showing ids or the type', () => {
    for (const type of MODULE_TYPES) {
      const keys = JSON.stringify(moduleFields(type))
      expect({ type, fields: moduleFields(type).length > 0 }).toEqual({ type, fields: true })
      expect(keys).not.toContain('"key":"id"')
      expect(keys).not.toContain('"key":"type"')
    }
  })

  it('reads kinds, requirement and limits from the schema', () => {
    expect(moduleFields('text')).toEqual([
      { kind: 'text', key: 'heading', label: 'Heading', required: false, multiline: false },
      { kind: 'text-list', key: 'paragraphs', label: 'Paragraphs', minItems: 0 },
    ])
    expect(moduleFields('recent-obituaries')).toContainEqual({
      kind: 'number',
      key: 'count',
      label: 'Count',
      required: false,
      min: 3,
      max: 6,
    })
    const services = moduleFields('services').find((f) => f.key === 'items')
    expect(services).toMatchObject({ kind: 'item-list', minItems: 1 })
    expect(JSON.stringify(services)).toContain('"kind":"enum","key":"icon"')
    expect(moduleFields('locations').map((f) => f.key)).not.toContain('locationIds')
    expect(labelOf('phoneNumber')).toBe('Phone number')
  })

  it('a new list item carries its own id and its required fields', () => {
    const faq = moduleFields('faq').find((f) => f.key === 'items')
    if (faq?.kind !== 'item-list') throw new Error('faq items')
    expect(emptyItem(faq.fields, counter())).toEqual({ id: 'id-1', question: '', answer: [''] })
  })
})

describe('the host’s draft follows the page', () => {
  const site: SiteDocument = whitfieldSite('Heading')
  const home = site.pages['/']
  if (!home) throw new Error('home')
  const [first, second] = home.modules
  if (!first || !second) throw new Error('modules')

  it('finds a page by id, and applies updates, moves and removals to that page only', () => {
    expect(pathOfPage(site, home.id)).toBe('/')
    const updated = applySiteMessage(site, '/', {
      type: 'web:update-module-value',
      moduleId: first.id,
      value: { ...first, heading: 'Typed' },
    })
    expect(updated.pages['/']?.modules[0]).toMatchObject({ heading: 'Typed' })
    expect(updated.pages['/about-us/our-history']).toBe(site.pages['/about-us/our-history'])
    const moved = applySiteMessage(site, '/', { type: 'web:move-module', moduleId: second.id, direction: 'up' })
    expect(moved.pages['/']?.modules.slice(0, 2).map((m) => m.id)).toEqual([second.id, first.id])
    const removed = applySiteMessage(site, '/', { type: 'web:remove-module', moduleId: first.id })
    expect(removed.pages['/']?.modules.map((m) => m.id)).not.toContain(first.id)
    expect(applySiteMessage(site, '/', { type: 'web:open-modules' })).toBe(site)
  })

  it('summarises what changed since the approved site, per page', () => {
    expect(documentChanges(site, site)).toEqual([])
    let draft = insertIntoPage(site, '/', newModule('text', counter()), first.id)
    draft = applySiteMessage(draft, '/', { type: 'web:update-module-value', moduleId: second.id, value: { ...second, heading: 'x' } })
    draft = applySiteMessage(draft, '/', { type: 'web:remove-module', moduleId: first.id })
    expect(documentChanges(site, draft)).toEqual([
      { path: '/', title: home.title, summary: '1 module added, 1 module changed, 1 module removed' },
    ])
    const reordered = applySiteMessage(site, '/', { type: 'web:move-module', moduleId: second.id, direction: 'up' })
    expect(documentChanges(site, reordered)[0]?.summary).toBe('modules moved')
    const { '/about-us/our-history': _gone, ...rest } = site.pages
    expect(documentChanges(site, { ...site, pages: rest })).toEqual([
      { path: '/about-us/our-history', title: expect.any(String), summary: 'Page removed' },
    ])
  })
})
