import { isApiError } from '#contract/errors.ts'
import { applyServerErrors } from '#src/ui/fields/form.ts'

/**
 * A 422's field errors shown beside their fields (a new password the api finds too common, for
 * one): true when each found its field, so the form has nothing more to say above its button.
 * Apart from problems.ts, which screens without a form import too.
 */
export function showFieldErrors(form: Parameters<typeof applyServerErrors>[0], error: unknown): boolean {
  if (!isApiError(error, 422) || !error.errors) return false
  return Object.keys(applyServerErrors(form, error.errors)).length === 0
}
