import { z } from 'zod'
import { MODULE_SCHEMAS, type ModuleType } from '#contract/modules.ts'

/**
 * A module type's form, generated from its props schema in the contract (contract/modules.ts), so a
 * new field or module type needs no form code. Only what a generic form can edit well is offered:
 * texts, numbers, yes/no, choices, lists of texts and lists of items; anything else (a picture's
 * file, numeric id lists) keeps its value and is edited elsewhere.
 */
export type FieldSpec =
  | { kind: 'text'; key: string; label: string; required: boolean; multiline: boolean }
  | { kind: 'number'; key: string; label: string; required: boolean; min?: number; max?: number }
  | { kind: 'boolean'; key: string; label: string }
  | { kind: 'enum'; key: string; label: string; required: boolean; options: string[] }
  | { kind: 'text-list'; key: string; label: string; minItems: number }
  | { kind: 'item-list'; key: string; label: string; minItems: number; fields: FieldSpec[] }
  | { kind: 'group'; key: string; label: string; required: boolean; fields: FieldSpec[] }

type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  minItems?: number
  minimum?: number
  maximum?: number
  format?: string
}

/** Texts that are usually longer than a line get a text area. */
const LONG_TEXTS = new Set(['text', 'intro', 'bio', 'description', 'quote', 'caption'])
/** What the form never shows: the builder's own keys, and a picture's file details (no upload here). */
const HIDDEN = new Set(['id', 'type', 'src', 'width', 'height', 'variants', 'focalPoint'])
/** Numbers of this size are ids, never typed by hand. */
const SAFE_LIMIT = 9_007_199_254_740_991

/** "phoneNumber" → "Phone number". */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function fieldOf(key: string, schema: JsonSchema, required: boolean): FieldSpec | undefined {
  const label = labelOf(key)
  if (schema.enum) return { kind: 'enum', key, label, required, options: schema.enum.map(String) }
  switch (schema.type) {
    case 'string':
      return { kind: 'text', key, label, required, multiline: LONG_TEXTS.has(key) }
    case 'integer':
    case 'number': {
      if (schema.maximum === SAFE_LIMIT) return undefined
      return { kind: 'number', key, label, required, min: schema.minimum, max: schema.maximum }
    }
    case 'boolean':
      return { kind: 'boolean', key, label }
    case 'array': {
      const items = schema.items
      if (items?.type === 'string') return { kind: 'text-list', key, label, minItems: schema.minItems ?? 0 }
      if (items?.type === 'object') return { kind: 'item-list', key, label, minItems: schema.minItems ?? 0, fields: fieldsOfObject(items) }
      return undefined
    }
    case 'object': {
      const fields = fieldsOfObject(schema)
      return fields.length > 0 ? { kind: 'group', key, label, required, fields } : undefined
    }
    default:
      return undefined
  }
}

function fieldsOfObject(schema: JsonSchema): FieldSpec[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    if (HIDDEN.has(key)) return []
    const field = fieldOf(key, property, required.has(key))
    return field ? [field] : []
  })
}

const cache = new Map<ModuleType, FieldSpec[]>()

/** The form fields of a module type, from its schema (what the form reads and writes, as typed). */
export function moduleFields(type: ModuleType): FieldSpec[] {
  const known = cache.get(type)
  if (known) return known
  const json = z.toJSONSchema(MODULE_SCHEMAS[type], { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const fields = fieldsOfObject(json)
  cache.set(type, fields)
  return fields
}

/** An empty value for a field: what "Add" puts into a list or an optional group. */
export function emptyValue(field: FieldSpec, newId: () => string): unknown {
  switch (field.kind) {
    case 'text':
      return ''
    case 'number':
      return field.min ?? 0
    case 'boolean':
      return false
    case 'enum':
      return field.options[0] ?? ''
    case 'text-list':
      return ['']
    case 'item-list':
      return [emptyItem(field.fields, newId)]
    case 'group':
      return emptyItem(field.fields, newId)
  }
}

/** A new item of a list (or a group), with its own id as spec §3 wants for nested objects. */
export function emptyItem(fields: readonly FieldSpec[], newId: () => string): Record<string, unknown> {
  const item: Record<string, unknown> = { id: newId() }
  for (const field of fields) {
    const required = field.kind === 'text-list' || field.kind === 'item-list' ? field.minItems > 0 : 'required' in field && field.required
    if (required) item[field.key] = emptyValue(field, newId)
  }
  return item
}
