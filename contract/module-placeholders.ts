import type { ModuleType } from './modules.ts'
import type { Module, Pages } from './website.ts'

/**
 * The example words a new module starts with in the page editor (issue 34 point 7): there so the
 * module shows on the page at once, never meant for visitors. A module still holding one of them is
 * named before publishing, and publishing refuses it (the editor and the api alike) until staff
 * change the words or remove the module. Only words that plainly stand in for something are listed:
 * a sensible default heading ("Our services", "Contact us") is fine to publish as it is.
 */
export const MODULE_PLACEHOLDERS = {
  text: { heading: 'New section', paragraph: 'Write your text here.' },
  hero: { heading: 'A new heading' },
  services: { title: 'A service', description: 'What it includes.' },
  staff: { name: 'Name', role: 'Role' },
  testimonials: { quote: 'Their words.', author: 'A family' },
  faq: { question: 'A question?', answer: 'The answer.' },
} as const satisfies Partial<Record<ModuleType, Record<string, string>>>

/** One text of a module still holding its example words: where it is (`paragraphs.0`) and what it says. */
export type PlaceholderField = { field: string; text: string }

/** A module on a page that still holds example words. */
export type PlaceholderModule = {
  path: string
  pageTitle: string
  /** Its place on the page, from 0. */
  index: number
  moduleId: string
  type: string
  fields: PlaceholderField[]
}

const placeholderTexts = (type: string): ReadonlySet<string> =>
  new Set(Object.hasOwn(MODULE_PLACEHOLDERS, type) ? Object.values(MODULE_PLACEHOLDERS[type as keyof typeof MODULE_PLACEHOLDERS]) : [])

const BUILDER_KEYS: ReadonlySet<string> = new Set(['id', 'type'])

function collect(value: unknown, at: string, texts: ReadonlySet<string>, found: PlaceholderField[]) {
  if (typeof value === 'string') {
    if (texts.has(value.trim())) found.push({ field: at, text: value.trim() })
    return
  }
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => collect(item, at ? `${at}.${index}` : String(index), texts, found))
    return
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!BUILDER_KEYS.has(key)) collect(item, at ? `${at}.${key}` : key, texts, found)
    }
  }
}

/** The module's texts that are still its type's example words, anywhere in it (an FAQ's third answer too); none for a finished module. */
export function placeholderFields(module: Module): PlaceholderField[] {
  const texts = placeholderTexts(module.type)
  if (texts.size === 0) return []
  const found: PlaceholderField[] = []
  collect(module, '', texts, found)
  return found
}

/** Every module of the site's pages still holding example words, page by page in the site's order. */
export function modulesWithPlaceholders(pages: Pages): PlaceholderModule[] {
  return Object.entries(pages).flatMap(([path, page]) =>
    page.modules.flatMap((module, index) => {
      const fields = placeholderFields(module)
      return fields.length === 0 ? [] : [{ path, pageTitle: page.title, index, moduleId: module.id, type: module.type, fields }]
    }),
  )
}

const typeInWords = (type: string) => type.replaceAll('-', ' ')

/** "the text module on Burial at sea (/services/burial-at-sea), which still says “New section”". */
export function placeholderModuleSentence(found: PlaceholderModule): string {
  const words = [...new Set(found.fields.map((f) => `“${f.text}”`))].join(' and ')
  return `the ${typeInWords(found.type)} module on ${found.pageTitle || found.path} (${found.path}), which still says ${words}`
}

/** Why publishing is refused while modules hold example words, in plain words (the api's 422 and the editor say the same). */
export function placeholderRefusal(found: readonly PlaceholderModule[]): string {
  const [first, ...others] = found
  if (!first) return ''
  const what = others.length === 0 ? 'A new module still has its example text' : `${found.length} new modules still have their example text`
  const which = others.length === 0 ? placeholderModuleSentence(first) : found.map(placeholderModuleSentence).join('; ')
  return `${what}: ${which}. Change the text or remove the module, then publish.`
}

/** Each example text as a 422's field errors: `pages./about-us.modules.2.heading`. */
export function placeholderErrors(found: readonly PlaceholderModule[]): Record<string, string> {
  return Object.fromEntries(
    found.flatMap((m) =>
      m.fields.map((f) => [
        `pages.${m.path}.modules.${m.index}.${f.field}`,
        `Still the example text “${f.text}”: change it or remove the module`,
      ]),
    ),
  )
}
