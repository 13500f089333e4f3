import { z } from 'zod'
import type { MemoryFormValues } from './memory-form-rules.ts'

/** A half-written memory kept on the device: name, email and text (a chosen photo is not kept: choose it again). */
const text = z.string().max(5000).catch('')
export const MemoryDraftSchema = z.object({ name: text, email: text, text })

export function memoryDraftOf(values: MemoryFormValues): MemoryFormValues {
  return { name: values.name, email: values.email, text: values.text }
}

export function isEmptyMemoryDraft(values: MemoryFormValues): boolean {
  return !values.name.trim() && !values.email.trim() && !values.text.trim()
}
