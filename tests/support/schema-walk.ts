import { z } from 'zod'
import { MODULE_SCHEMAS } from '#contract/modules.ts'
import type { Operation } from '#contract/operation.ts'
import { allOperations } from '#contract/operations.ts'

/**
 * Every schema that takes input, and every field in it (decision 040): the contract's request
 * bodies, queries and upload fields (contract/operations.ts lists every call), the module props the
 * draft save checks (contract/modules.ts), and the schemas the forms validate with
 * (tests/support/form-schemas.ts, which a test keeps complete). A new call or form is walked
 * without anyone listing it here.
 */

export type InputSchema = { name: string; schema: z.ZodType; kind: 'api' | 'form' }

function operationLabel(op: Operation): string {
  return `${op.method.toUpperCase()} ${op.path}`
}

/** The api's input schemas: what each call validates before it acts. */
export function apiInputSchemas(): InputSchema[] {
  const fromOperations = allOperations.flatMap((op): InputSchema[] => [
    ...(op.body ? [{ name: `${operationLabel(op)} body`, schema: op.body, kind: 'api' as const }] : []),
    ...(op.query ? [{ name: `${operationLabel(op)} query`, schema: op.query, kind: 'api' as const }] : []),
    ...(op.multipart?.extra ? [{ name: `${operationLabel(op)} upload fields`, schema: op.multipart.extra, kind: 'api' as const }] : []),
  ])
  const modules = Object.entries(MODULE_SCHEMAS).map(([type, schema]): InputSchema => ({ name: `module ${type}`, schema, kind: 'api' }))
  return [...fromOperations, ...modules]
}

type PathPart = string | number

/** One field of an input schema: where it is, its schema, and sibling literals that select its branch of a union. */
export type Leaf = {
  path: PathPart[]
  schema: z.core.$ZodType
  /** `{ method: 'address' }` for a field of the address branch of a discriminated union, per object on the way. */
  literals: Array<{ at: PathPart[]; values: Record<string, unknown> }>
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>

/** A schema's definition (its type, shape, inner schema …): zod keeps it under `_zod`. */
export function defOf(schema: z.core.$ZodType): Def {
  // oxlint-disable-next-line no-underscore-dangle -- where zod keeps a schema's definition
  return schema._zod.def as Def
}

/** The checks of a schema (`min`, `max`, `regex`, refinements), in order. */
export function checksOf(schema: z.core.$ZodType): z.core.$ZodCheck[] {
  return (defOf(schema).checks ?? []) as z.core.$ZodCheck[]
}

/** A check's definition: `{ check: 'max_length', maximum: 100 }`. */
export function checkDefOf(check: z.core.$ZodCheck): { check: string; format?: string; maximum?: number } {
  // oxlint-disable-next-line no-underscore-dangle -- where zod keeps a check's definition
  return check._zod.def as { check: string; format?: string; maximum?: number }
}

/** The literal fields of an object shape (`method: z.literal('address')`), the values that pick its branch. */
function literalsOf(shape: Record<string, z.core.$ZodType>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(shape)) {
    const def = defOf(field)
    if (def.type === 'literal' && Array.isArray(def.values)) values[key] = def.values[0]
  }
  return values
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success'])

/**
 * Every leaf field of `schema` (strings, numbers, booleans, enums, dates …), through objects,
 * arrays, records, unions, pipes (their input side) and wrappers, each once per path.
 */
export function leavesOf(schema: z.core.$ZodType): Leaf[] {
  const leaves: Leaf[] = []
  const seen = new Set<string>()
  function walk(node: z.core.$ZodType, path: PathPart[], literals: Leaf['literals'], depth: number) {
    // Recursive schemas (the navigation tree) are walked a few levels down.
    if (depth > 8) return
    const def = defOf(node)
    if (WRAPPERS.has(def.type)) return walk(def.innerType as z.core.$ZodType, path, literals, depth + 1)
    switch (def.type) {
      case 'object': {
        const shape = def.shape as Record<string, z.core.$ZodType>
        const here = [...literals, { at: path, values: literalsOf(shape) }]
        for (const [key, field] of Object.entries(shape)) walk(field, [...path, key], here, depth + 1)
        return
      }
      case 'array':
        return walk(def.element as z.core.$ZodType, [...path, 0], literals, depth + 1)
      case 'record':
        return walk(def.valueType as z.core.$ZodType, [...path, 'key'], literals, depth + 1)
      case 'union':
        for (const option of def.options as z.core.$ZodType[]) walk(option, path, literals, depth + 1)
        return
      case 'intersection':
        walk(def.left as z.core.$ZodType, path, literals, depth + 1)
        return walk(def.right as z.core.$ZodType, path, literals, depth + 1)
      case 'pipe':
        return walk(def.in as z.core.$ZodType, path, literals, depth + 1)
      case 'lazy':
        return walk((def.getter as () => z.core.$ZodType)(), path, literals, depth + 1)
      default: {
        const key = `${path.join('.')}|${def.type}`
        if (seen.has(key)) return
        seen.add(key)
        leaves.push({ path, schema: node, literals })
      }
    }
  }
  walk(schema, [], [], 0)
  return leaves
}

/** The value of the whole input with `value` at the leaf's path, the literals of its branches beside it. */
export function placed(leaf: Leaf, value: unknown): unknown {
  if (leaf.path.length === 0) return value
  const root: Record<PathPart, unknown> = {}
  for (const { at, values } of leaf.literals) {
    const target = containerAt(root, at)
    if (target) Object.assign(target, values)
  }
  const parent = containerAt(root, leaf.path.slice(0, -1))
  const last = leaf.path.at(-1) as PathPart
  if (parent) parent[last] = value
  return root
}

/** The object at `path` inside `root`, made on the way (arrays for numeric parts). */
function containerAt(root: Record<PathPart, unknown>, path: PathPart[]): Record<PathPart, unknown> | undefined {
  let node: Record<PathPart, unknown> = root
  for (const [index, part] of path.entries()) {
    const nextIsIndex = typeof path[index + 1] === 'number'
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = nextIsIndex ? [] : {}
    node = node[part] as Record<PathPart, unknown>
  }
  return node
}

/** The largest length a string leaf allows, if it says one. */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const maxima = checksOf(schema).flatMap((check) => {
    const def = checkDefOf(check)
    return def.check === 'max_length' && typeof def.maximum === 'number' ? [def.maximum] : []
  })
  return maxima.length > 0 ? Math.min(...maxima) : undefined
}

/** The dotted path of a leaf, as a 422's `errors` names it. */
export function dotted(path: PathPart[]): string {
  return path.map(String).join('.')
}
