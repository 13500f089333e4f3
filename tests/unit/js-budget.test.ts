import { describe, expect, it } from 'vitest'
import {
  measurePages,
  overBudget,
  overCeiling,
  pageScripts,
  pageTypeOf,
  routeChains,
  staticImports,
  type StartManifest,
  signedInRouteIds,
} from '#bench/js-budget.ts'

const MANIFEST: StartManifest = {
  routes: {
    __root__: {
      children: ['/', '/obituaries/$id/$name', '/plan-now/'],
      preloads: ['/assets/entry.js'],
      scripts: [{ attrs: { src: '/assets/entry.js' } }],
    },
    '/': { preloads: ['/assets/home.js'] },
    '/obituaries/$id/$name': { children: ['/obituaries/$id/$name/'], preloads: ['/assets/obituary.js'] },
    '/obituaries/$id/$name/': { preloads: ['/assets/tab.js'] },
    '/plan-now/': { preloads: ['/assets/plan.js'] },
  },
}

const CODE: Record<string, string> = {
  '/assets/entry.js': 'import{a as b}from"./react.js";import"./css-side.js";const l=()=>import("./lazy.js")',
  '/assets/react.js': 'export const a=1',
  '/assets/css-side.js': '',
  '/assets/lazy.js': 'x'.repeat(5000),
  '/assets/home.js': 'import{x}from"./react.js"',
  '/assets/obituary.js': 'export{y}from"./shared.js"',
  '/assets/shared.js': '',
  '/assets/tab.js': '',
  '/assets/plan.js': `import"./form.js"`,
  '/assets/form.js': Array.from({ length: 4000 }, (_, i) => `v${i * 7919}`).join(';'),
}
const code = (asset: string) => CODE[asset]

describe('JS budgets (bench/js-budget.ts)', () => {
  it('gives each route its page type: public unless it is planning, shop, portal or the playground', () => {
    expect(pageTypeOf('/').name).toBe('public page')
    expect(pageTypeOf('/blog/article/$id').name).toBe('public page')
    expect(pageTypeOf('/obituaries/$id/$name/shop/product/$productId/checkout').name).toBe('shop')
    expect(pageTypeOf('/plan-now/step/$urlKey').name).toBe('planning')
    expect(pageTypeOf('/family-portal/$id/$name').name).toBe('family portal')
    // The memories tab loads its form on demand (MemorySection.tsx): an ordinary public page.
    expect(pageTypeOf('/obituaries/$id/$name/memories').name).toBe('public page')
    expect(pageTypeOf('/price-list')).toMatchObject({ name: 'public page', budget: 120 * 1024, ceiling: 120 * 1024 })
    expect(pageTypeOf('/some-new-screen').budget).toBe(120 * 1024)
  })

  it('lists pages (leaf routes) with their ancestors, root first', () => {
    expect(routeChains(MANIFEST)).toEqual([
      { id: '/', chain: ['__root__', '/'] },
      { id: '/obituaries/$id/$name/', chain: ['__root__', '/obituaries/$id/$name', '/obituaries/$id/$name/'] },
      { id: '/plan-now/', chain: ['__root__', '/plan-now/'] },
    ])
  })

  it('follows static imports and re-exports, never dynamic imports', () => {
    expect(staticImports(CODE['/assets/entry.js'] ?? '')).toEqual(['./react.js', './css-side.js'])
    expect(staticImports('export{y}from"../x/shared.js"; import ("./no.js")')).toEqual(['../x/shared.js'])
    expect(pageScripts(MANIFEST, ['__root__', '/obituaries/$id/$name', '/obituaries/$id/$name/'], code).toSorted()).toEqual(
      [
        '/assets/entry.js',
        '/assets/obituary.js',
        '/assets/react.js',
        '/assets/css-side.js',
        '/assets/shared.js',
        '/assets/tab.js',
      ].toSorted(),
    )
  })

  it('fails only above a ceiling, naming the page, its type, its size and its largest scripts', () => {
    const figures = measurePages(MANIFEST, code)
    expect(overCeiling(figures)).toEqual([])
    const tight = figures.map((f) => ({ ...f, type: { ...f.type, ceiling: 10 } }))
    const [first] = overCeiling(tight.filter((f) => f.routeId === '/plan-now/'))
    expect(first).toMatch(
      /^\/plan-now\/ \(planning\): [\d.]+ KB of JS gzip, over the ceiling of 0\.0 KB \(budget 170\.0 KB\); largest: \/assets\/form\.js/,
    )
    const small = figures.map((f) => ({ ...f, type: { ...f.type, budget: f.routeId === '/' ? 1 : f.type.budget } }))
    expect(overBudget(small).map((f) => f.routeId)).toEqual(['/'])
  })
})

describe('signedInRouteIds (decision 050)', () => {
  it('names the signed-in areas’ route ids a chunk carries, and nothing of a public chunk', () => {
    const routeTree = `const a={id:"/family-portal/$id/$name/",path:'/family-portal/login'};const b="/obituaries/$id/$name/"`
    expect(signedInRouteIds(routeTree, ['family-portal'])).toEqual(['/family-portal/$id/$name/', '/family-portal/login'])
    expect(signedInRouteIds(`const b="/obituaries/$id/$name/";const c="/family-portal"`, ['family-portal'])).toEqual([])
  })
})
