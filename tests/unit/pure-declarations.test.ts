import { describe, expect, it } from 'vitest'
import { markDeclarationsPure } from '../../build/pure-declarations.ts'

describe('pure declarations (build/pure-declarations.ts)', () => {
  it('marks every call of a top-level initializer, chains and nested calls included', () => {
    const code = `export const B = A.extend({ b: C.optional() }).refine((v) => check(v))\nconst n = 1`
    expect(markDeclarationsPure('x.ts', code)).toBe(
      'export const B = (/* @__PURE__ */ (/* @__PURE__ */ A.extend({ b: (/* @__PURE__ */ C.optional()) })).refine((v) => check(v)))\nconst n = 1',
    )
  })

  it('leaves function bodies, statements and code without calls alone', () => {
    const code = `export function f() { return g() }\nsetup()\nexport const K = 'k'\nexport type T = string`
    expect(markDeclarationsPure('x.ts', code)).toBe(code)
  })

  it('keeps TypeScript syntax around the calls', () => {
    const code = `export const S = { a: z.string() } as const satisfies Shape`
    expect(markDeclarationsPure('x.ts', code)).toBe('export const S = { a: (/* @__PURE__ */ z.string()) } as const satisfies Shape')
  })
})
