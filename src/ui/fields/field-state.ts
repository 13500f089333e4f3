import type { ValidationErrorMap } from '@tanstack/react-form'

/** The parts of a field's meta that decide which error, if any, the person sees. */
export type FieldErrorState = {
  errorMap: ValidationErrorMap
  /** The person changed the value (blurring alone marks a field "touched", not dirty). */
  isDirty: boolean
  isBlurred: boolean
}

/**
 * The text of one validation error. Standard Schema (zod) validators give issues with a
 * `message`, form-level ones arrays of them; server errors and hand-written validators give strings.
 */
export function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error.trim() === '' ? undefined : error
  if (Array.isArray(error)) {
    for (const item of error) {
      const text = errorText(item)
      if (text !== undefined) return text
    }
    return undefined
  }
  if (typeof error === 'object' && error !== null && 'message' in error) return errorText(error.message)
  return undefined
}

/** Errors from the person's own typing, shown only once they are done with the field. */
const CLIENT_ERROR_KEYS = ['onChange', 'onBlur', 'onSubmit', 'onDynamic'] as const

/** The person is done with the field (changed it and left it), or tried to submit: time for messages. */
export function isFinished(meta: Pick<FieldErrorState, 'isDirty' | 'isBlurred'>, formSubmitted: boolean): boolean {
  return (meta.isDirty && meta.isBlurred) || formSubmitted
}

/**
 * The one error message a field shows, or `undefined`. Calm by design: an error from typing
 * appears only after the person has changed the field and left it, or has tried to submit, so
 * nobody is told "Please enter a valid email address" at the first letter, nor "This field is
 * required" for a field they only tabbed past. Once shown, it updates as they type. Server
 * errors and errors asked for on mount are always shown: they are there to be seen.
 */
export function visibleFieldError(meta: FieldErrorState, formSubmitted: boolean): string | undefined {
  const clientError = isFinished(meta, formSubmitted) ? errorText(CLIENT_ERROR_KEYS.map((key) => meta.errorMap[key])) : undefined
  return clientError ?? errorText(meta.errorMap.onServer) ?? errorText(meta.errorMap.onMount)
}

/** An `aria-describedby` value from the ids that are present, or `undefined` for none. */
export function describedBy(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '')
  return present.length > 0 ? present.join(' ') : undefined
}
