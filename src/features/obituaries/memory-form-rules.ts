import { z } from 'zod'
import { isApiError } from '#contract/errors.ts'
import { MEMORY_MESSAGES, MEMORY_NAME_MAX, MEMORY_TEXT_MAX, type PostMemoryBody } from '#contract/obituaries.ts'
import { line, text } from '#contract/text.ts'
import { UPLOAD_RULES, formatBytes } from '#contract/files.ts'

const REQUIRED = 'This field is required'

/** What the memory form checks before sending (the api checks again, PostMemoryBodySchema). */
export const MemoryFormSchema = z.object({
  name: line(MEMORY_NAME_MAX).min(1, REQUIRED),
  email: z
    .string()
    .trim()
    .max(254, 'Cannot exceed 254 characters')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address'),
  text: text(MEMORY_TEXT_MAX).min(1, REQUIRED),
})
export type MemoryFormValues = z.input<typeof MemoryFormSchema>

export const EMPTY_MEMORY: MemoryFormValues = { name: '', email: '', text: '' }

/** The body to post: trimmed, an empty email left out, the photo by its one-use token, the honeypot as the browser filled it. */
export function memoryBody(values: MemoryFormValues, photoToken: string | undefined, website: string): PostMemoryBody {
  const email = values.email.trim()
  return {
    name: values.name.trim(),
    ...(email ? { email } : {}),
    text: values.text.trim(),
    ...(photoToken ? { photoToken } : {}),
    website,
  }
}

export const MEMORY_PHOTO_RULE = UPLOAD_RULES['memory-photo']

/** Why a chosen photo cannot be sent, before uploading it; undefined when it may be. */
export function photoProblem(file: { type: string; size: number }): string | undefined {
  if (!(MEMORY_PHOTO_RULE.accept as readonly string[]).includes(file.type)) return `Please choose ${MEMORY_PHOTO_RULE.label}.`
  if (file.size > MEMORY_PHOTO_RULE.maxBytes) return `Please choose a photo smaller than ${formatBytes(MEMORY_PHOTO_RULE.maxBytes)}.`
  return undefined
}

const GENERIC = 'Your memory could not be shared just now. Nothing you wrote is lost; please try again in a moment.'

/**
 * What the form says about a failed post, above its fields: the api's own words for a rate
 * limit (429) or a wall-wide refusal (a 422 with no field of ours), else a calm generic line.
 * Field errors of a 422 go beside their fields instead (applyServerErrors).
 */
export function postFailureMessage(error: unknown, unmatched: Record<string, string> = {}): string | undefined {
  if (!isApiError(error)) return GENERIC
  if (error.statusCode === 429) return error.detail ?? MEMORY_MESSAGES.tooMany
  if (error.statusCode === 422) {
    const other = Object.values(unmatched)[0]
    if (other) return other
    return error.errors && Object.keys(error.errors).length ? undefined : (error.detail ?? GENERIC)
  }
  return GENERIC
}
