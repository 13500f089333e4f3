/**
 * A Vite plugin for the browser build: in modules that only declare (the contract: zod schemas,
 * constants and functions), every call in a top-level declaration's initializer is marked
 * `/* @__PURE__ *\/`, so what a page does not use is dropped with its zod (issue 15, JS budgets).
 *
 * Why: bundlers keep a call whose result is unused unless they know it is pure. `z.object(…)` is
 * covered by `manualPureFunctions: ['z']` (vite.config.ts), but a schema built from another one
 * (`FooSchema.extend(…)`, `BarSchema.optional()`) or by a helper of ours (`pageOf(…)`) is not,
 * and one such line keeps all of zod on a page that needs a single constant of its module.
 * Each call is wrapped as `(/* @__PURE__ *\/ call)`, so calls inside a chain are marked too.
 * Function bodies are left alone: they run later, if ever. The modules are also declared free of
 * side effects, so an import of one whose bindings go unused leaves no import of its chunk behind.
 */
import { parseSync, type Plugin } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassBody'])

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}

/** The calls (`f()`, `a.b()`, `new X()`) of an initializer, outside function bodies. */
function callsIn(node: Node, found: Node[] = []): Node[] {
  if (FUNCTIONS.has(node.type)) return found
  if (node.type === 'CallExpression' || node.type === 'NewExpression') found.push(node)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) callsIn(child, found)
  }
  return found
}

function topLevelInitializers(program: { body: Node[] }): Node[] {
  return program.body.flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement
    if (!declaration || declaration.type !== 'VariableDeclaration') return []
    return (declaration.declarations as Node[]).flatMap((d) => (isNode(d.init) ? [d.init] : []))
  })
}

/** `code` with every top-level initializer call wrapped as `(/* @__PURE__ *\/ call)`; unchanged when there is none. */
export function markDeclarationsPure(filename: string, code: string): string {
  const { program, errors } = parseSync(filename, code)
  if (errors.length > 0) return code
  const calls = topLevelInitializers(program as unknown as { body: Node[] }).flatMap((init) => callsIn(init))
  if (calls.length === 0) return code
  // At one offset: closing parentheses first (inner calls before outer), then opening ones (outer first).
  const inserts = new Map<number, { close: Node[]; open: Node[] }>()
  const at = (offset: number) => inserts.get(offset) ?? inserts.set(offset, { close: [], open: [] }).get(offset)!
  for (const call of calls) {
    at(call.start).open.push(call)
    at(call.end).close.push(call)
  }
  let out = ''
  let last = 0
  for (const offset of [...inserts.keys()].toSorted((a, b) => a - b)) {
    const { close, open } = inserts.get(offset)!
    out += code.slice(last, offset)
    out += ')'.repeat(close.length)
    out += open.map(() => '(/* @__PURE__ */ ').join('')
    last = offset
  }
  return out + code.slice(last)
}

export function pureDeclarations(include: RegExp): Plugin {
  return {
    name: 'pure-declarations',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: include },
      handler(code, id) {
        // Declarations only, so importing one runs nothing a page needs: an import whose bindings
        // go unused is dropped, chunk and all (a page that keeps a constant's module loads no schema).
        return { code: markDeclarationsPure(id.split('?')[0] ?? id, code), map: null, moduleSideEffects: false }
      },
    },
  }
}
