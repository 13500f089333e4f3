import type { AnyFieldLikeMetaBase, AnyFormApi } from '@tanstack/react-form'
import { isApiError } from '#contract/errors.ts'
import { problemSentence } from '#src/lib/problem-sentence.ts'

/**
 * Errors the api sent back for a form (a 422's `errors: { field: message }`), shown beside their
 * fields through TanStack Form's `errorMap.onServer`. Pure form-state updates, no React.
 *
 * They are marked as the field's own (`errorSourceMap.onServer = 'field'`): TanStack clears
 * form-sourced server errors on every change anywhere in the form, and a message about the
 * email must not vanish because someone typed in the phone. A field's server error goes when
 * that field is edited (see `use-field-control.ts`) and all go when the form is submitted again
 * (see `Form.tsx`).
 */

/** The form operations this needs; any `useAppForm` form has them. */
export type ServerErrorForm = Pick<AnyFormApi, 'state' | 'getFieldMeta' | 'setFieldMeta'>

/** The api's dotted paths (`lines.0.itemId`) as TanStack field names (`lines[0].itemId`). */
export function fieldNameFromPath(path: string): string {
  let name = ''
  for (const part of path.split('.')) {
    if (name !== '' && /^\d+$/.test(part)) name += `[${part}]`
    else name = name === '' ? part : `${name}.${part}`
  }
  return name
}

/** A field meta with its server error set. */
export function withServerError<M extends AnyFieldLikeMetaBase>(meta: M, message: string): M {
  return {
    ...meta,
    errorMap: { ...meta.errorMap, onServer: message },
    errorSourceMap: { ...meta.errorSourceMap, onServer: 'field' },
  }
}

/** A field meta without a server error. */
export function withoutServerError<M extends AnyFieldLikeMetaBase>(meta: M): M {
  return {
    ...meta,
    errorMap: { ...meta.errorMap, onServer: undefined },
    errorSourceMap: { ...meta.errorSourceMap, onServer: undefined },
  }
}

/** Removes every server error from the form. */
export function clearServerErrors(form: ServerErrorForm): void {
  for (const [name, meta] of Object.entries(form.state.fieldMeta)) {
    if (meta?.errorMap.onServer !== undefined) form.setFieldMeta(name, withoutServerError)
  }
}

/**
 * Shows each server error beside its field, replacing any earlier ones. Returns the errors that
 * match no field on screen (and a form-wide one, under the empty key) so the screen can show
 * them elsewhere rather than lose them. Applying to unknown names would also leave an invisible
 * error that blocks the next submit.
 */
export function applyServerErrors(form: ServerErrorForm, errors: Readonly<Record<string, string>>): Record<string, string> {
  clearServerErrors(form)
  const unmatched: Record<string, string> = {}
  for (const [path, message] of Object.entries(errors)) {
    const name = fieldNameFromPath(path)
    if (name === '' || form.getFieldMeta(name) === undefined) {
      unmatched[path] = message
      continue
    }
    form.setFieldMeta(name, (meta) => withServerError(meta, message))
  }
  return unmatched
}

/**
 * What a form shows after its call failed: a 422's errors beside their fields (named by
 * `fieldOf` where the api's names differ from the form's), and the sentence for the form's
 * problem line when anything is left to say (an error no field shows, or any other failure);
 * undefined when every error found its field.
 */
export function submitFailure(
  form: ServerErrorForm,
  error: unknown,
  fieldOf: (apiField: string) => string = (apiField) => apiField,
): string | undefined {
  const errors = isApiError(error, 422) && error.errors ? error.errors : undefined
  if (!errors) return problemSentence(error)
  const named = Object.fromEntries(Object.entries(errors).map(([path, message]) => [fieldOf(path), message]))
  return Object.keys(applyServerErrors(form, named)).length > 0 ? problemSentence(error) : undefined
}
