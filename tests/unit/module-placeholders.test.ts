import { describe, expect, it } from 'vitest'
import { harborSite } from '#api/seed/data/harbor-site.ts'
import { whitfieldSite } from '#api/seed/data/whitfield-site.ts'
import { modulesWithPlaceholders, placeholderErrors, placeholderFields, placeholderRefusal } from '#contract/module-placeholders.ts'
import type { Module, Pages } from '#contract/website.ts'
import { ADDABLE_TYPES, newModule } from '#src/features/editor/host/host-document.ts'

/** Issue 34 point 7: a module still holding the example words it was added with is found, and nothing else is. */

const counter = () => {
  let n = 0
  return () => `id-${++n}`
}

/** New modules whose words are sensible defaults, fine to publish as they are. */
const FINISHED_AS_ADDED = new Set(['call-to-action', 'contact', 'locations', 'recent-obituaries'])

describe('placeholderFields', () => {
  it.for(ADDABLE_TYPES)('a new %s module is found exactly when it starts with example words', (type) => {
    const fields = placeholderFields(newModule(type, counter()))
    expect(fields.length > 0).toBe(!FINISHED_AS_ADDED.has(type))
  })

  it('names each text still holding example words, wherever it is, and not the changed ones', () => {
    const text = newModule('text', counter())
    expect(placeholderFields(text)).toEqual([
      { field: 'heading', text: 'New section' },
      { field: 'paragraphs.0', text: 'Write your text here.' },
    ])
    expect(placeholderFields({ ...text, heading: 'Our story' })).toEqual([{ field: 'paragraphs.0', text: 'Write your text here.' }])
    expect(placeholderFields({ ...text, heading: 'Our story', paragraphs: ['Since 1921.', '  Write your text here. '] })).toEqual([
      { field: 'paragraphs.1', text: 'Write your text here.' },
    ])
    expect(placeholderFields({ ...text, heading: 'Our story', paragraphs: ['Since 1921.'] })).toEqual([])
    const faq: Module = {
      id: 'f',
      type: 'faq',
      items: [
        { id: 'a', question: 'Do you offer cremation?', answer: ['Yes.'] },
        { id: 'b', question: 'Can we visit?', answer: ['Any day.', 'The answer.'] },
      ],
    }
    expect(placeholderFields(faq)).toEqual([{ field: 'items.1.answer.1', text: 'The answer.' }])
  })

  it('reads only the module’s own type: the same words in another kind of module are its text', () => {
    expect(placeholderFields({ id: 'c', type: 'contact', heading: 'New section' })).toEqual([])
    expect(placeholderFields({ id: 'u', type: 'marquee', heading: 'New section' })).toEqual([])
    // Ids and the type are the builder's, never text.
    expect(placeholderFields({ id: 'Name', type: 'staff', people: [{ id: 'Role', name: 'Ada Reyes', role: 'Director' }] })).toEqual([])
  })

  it('finds nothing in the demo sites: their words are real', () => {
    expect(modulesWithPlaceholders(whitfieldSite('Home', true).pages)).toEqual([])
    expect(modulesWithPlaceholders(harborSite('Home').pages)).toEqual([])
  })
})

describe('modulesWithPlaceholders and the refusal', () => {
  const pages: Pages = {
    '/': { id: 'home', title: 'Home', modules: [{ id: 'h', type: 'hero', heading: 'Welcome' }] },
    '/about-us': {
      id: 'about',
      title: 'About us',
      modules: [{ id: 'h2', type: 'hero', heading: 'About' }, newModule('text', () => 'new-text')],
    },
  }

  it('names the page, the module’s place and its example words', () => {
    expect(modulesWithPlaceholders(pages)).toEqual([
      {
        path: '/about-us',
        pageTitle: 'About us',
        index: 1,
        moduleId: 'new-text',
        type: 'text',
        fields: [
          { field: 'heading', text: 'New section' },
          { field: 'paragraphs.0', text: 'Write your text here.' },
        ],
      },
    ])
  })

  it('says in plain words what to do, and gives each text as a field error', () => {
    const found = modulesWithPlaceholders(pages)
    expect(placeholderRefusal(found)).toBe(
      'A new module still has its example text: the text module on About us (/about-us), which still says “New section” and “Write your text here.”. Change the text or remove the module, then publish.',
    )
    expect(placeholderErrors(found)).toEqual({
      'pages./about-us.modules.1.heading': 'Still the example text “New section”: change it or remove the module',
      'pages./about-us.modules.1.paragraphs.0': 'Still the example text “Write your text here.”: change it or remove the module',
    })
    const two = modulesWithPlaceholders({ ...pages, '/': { ...pages['/']!, modules: [newModule('hero', () => 'new-hero')] } })
    expect(placeholderRefusal(two)).toMatch(
      /^2 new modules still have their example text: the hero module on Home \(\/\), which still says “A new heading”; the text module on About us/,
    )
    expect(placeholderRefusal([])).toBe('')
  })
})
