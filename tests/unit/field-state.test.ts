import { FieldApi, FormApi } from '@tanstack/react-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { describedBy, errorText, visibleFieldError, type FieldErrorState } from '#src/ui/fields/field-state.ts'
import { invalidFieldNames } from '#src/ui/fields/focus.ts'
import { ApiError } from '#contract/errors.ts'
import { SOMETHING_WENT_WRONG } from '#src/lib/problem-sentence.ts'
import { applyServerErrors, clearServerErrors, fieldNameFromPath, submitFailure } from '#src/ui/fields/server-errors.ts'

const fresh: FieldErrorState = { errorMap: {}, isDirty: false, isBlurred: false }

describe('errorText', () => {
  it('reads strings, Standard Schema issues and lists of them', () => {
    expect(errorText('This field is required')).toBe('This field is required')
    expect(errorText({ message: 'Please enter a valid email address', path: ['email'] })).toBe('Please enter a valid email address')
    expect(errorText([undefined, '', { message: 'Second' }, 'Third'])).toBe('Second')
    expect(errorText(undefined)).toBeUndefined()
    expect(errorText('  ')).toBeUndefined()
    expect(errorText({ code: 'x' })).toBeUndefined()
  })
})

describe('visibleFieldError', () => {
  const typingError: FieldErrorState = { ...fresh, errorMap: { onChange: [{ message: 'Too short' }] }, isDirty: true }

  it('waits until the person has changed the field and left it', () => {
    expect(visibleFieldError(typingError, false)).toBeUndefined()
    expect(visibleFieldError({ ...typingError, isBlurred: true }, false)).toBe('Too short')
  })

  it('says nothing about a field only tabbed past', () => {
    expect(visibleFieldError({ ...typingError, isDirty: false, isBlurred: true }, false)).toBeUndefined()
  })

  it('shows every error once the form was submitted', () => {
    expect(visibleFieldError({ ...fresh, errorMap: { onSubmit: 'Required' } }, true)).toBe('Required')
  })

  it('always shows errors from the server and from mount', () => {
    expect(visibleFieldError({ ...fresh, errorMap: { onServer: 'Already registered' } }, false)).toBe('Already registered')
    expect(visibleFieldError({ ...fresh, errorMap: { onMount: 'Check this' } }, false)).toBe('Check this')
  })

  it('prefers the error about what was just typed over an older server one', () => {
    const both: FieldErrorState = { errorMap: { onChange: 'Too short', onServer: 'Taken' }, isDirty: true, isBlurred: true }
    expect(visibleFieldError(both, false)).toBe('Too short')
  })
})

describe('describedBy', () => {
  it('joins the ids that are present', () => {
    expect(describedBy('hint', false, 'error')).toBe('hint error')
    expect(describedBy(undefined, false, '')).toBeUndefined()
  })
})

/** A mounted form with mounted text fields, as TanStack builds them, without React. */
function formWith(names: string[]) {
  const defaultValues: Record<string, string> = Object.fromEntries(names.map((name) => [name, '']))
  const form = new FormApi({ defaultValues })
  form.mount()
  for (const name of names) new FieldApi({ form, name }).mount()
  return form
}

describe('server errors', () => {
  it('turns dotted api paths into TanStack field names', () => {
    expect(fieldNameFromPath('email')).toBe('email')
    expect(fieldNameFromPath('address.city')).toBe('address.city')
    expect(fieldNameFromPath('lines.0.itemId')).toBe('lines[0].itemId')
    expect(fieldNameFromPath('')).toBe('')
  })

  it('sets each message as the field’s onServer error and returns the ones with no field', () => {
    const form = formWith(['email', 'phone'])
    const unmatched = applyServerErrors(form, { email: 'Already registered', nickname: 'Unknown', '': 'Try again later' })
    expect(form.getFieldMeta('email')?.errorMap.onServer).toBe('Already registered')
    expect(form.getFieldMeta('email')?.errors).toEqual(['Already registered'])
    expect(form.getFieldMeta('phone')?.errorMap.onServer).toBeUndefined()
    expect(form.getFieldMeta('nickname')).toBeUndefined()
    expect(unmatched).toEqual({ nickname: 'Unknown', '': 'Try again later' })
    expect(invalidFieldNames(form.state.fieldMeta)).toEqual(new Set(['email']))
  })

  it('replaces earlier server errors, and can clear them all', () => {
    const form = formWith(['email', 'phone'])
    applyServerErrors(form, { email: 'Already registered' })
    applyServerErrors(form, { phone: 'Not a US number' })
    expect(form.getFieldMeta('email')?.errorMap.onServer).toBeUndefined()
    expect(form.getFieldMeta('phone')?.errorMap.onServer).toBe('Not a US number')
    clearServerErrors(form)
    expect(form.state.isFieldsValid).toBe(true)
  })

  it('survive the form re-validating another field', () => {
    const schema = z.object({ email: z.string(), phone: z.string().min(10, 'Too short') })
    const form = new FormApi({ defaultValues: { email: 'a@example.com', phone: '' }, validators: { onChange: schema } })
    form.mount()
    new FieldApi({ form, name: 'email' }).mount()
    const phone = new FieldApi({ form, name: 'phone' })
    phone.mount()
    applyServerErrors(form, { email: 'Already registered' })
    phone.handleChange('555')
    expect(form.getFieldMeta('phone')?.errors).toEqual([expect.objectContaining({ message: 'Too short' })])
    expect(form.getFieldMeta('email')?.errorMap.onServer).toBe('Already registered')
  })

  it('after a failed submit, puts a 422 beside its fields and says a sentence only for what is left', () => {
    const form = formWith(['email', 'phone'])
    const placed = new ApiError(422, undefined, { errors: { email: 'Already registered' } })
    expect(submitFailure(form, placed)).toBeUndefined()
    expect(form.getFieldMeta('email')?.errorMap.onServer).toBe('Already registered')

    const elsewhere = new ApiError(422, undefined, { errors: { nickname: 'Unknown' } })
    expect(submitFailure(form, elsewhere)).toEqual(expect.any(String))
    expect(form.getFieldMeta('email')?.errorMap.onServer).toBeUndefined()

    const renamed = new ApiError(422, undefined, { errors: { 'details.phone': 'Not a US number' } })
    expect(submitFailure(form, renamed, (path) => path.replace(/^details\./, ''))).toBeUndefined()
    expect(form.getFieldMeta('phone')?.errorMap.onServer).toBe('Not a US number')

    expect(submitFailure(form, new Error('boom'))).toBe(SOMETHING_WENT_WRONG)
  })
})
