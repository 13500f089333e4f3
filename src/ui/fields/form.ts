import { createFormHook } from '@tanstack/react-form'
import { isZodSchema, withMessages, type SchemaWithMessages } from '#contract/validation.ts'
import { CheckboxField } from './CheckboxField.tsx'
import { fieldContext, formContext } from './context.ts'
import { DateField } from './DateField.tsx'
import { DatePickerField } from './DatePickerField.tsx'
import { EmailField } from './EmailField.tsx'
import { Form } from './Form.tsx'
import { MaskedField } from './MaskedField.tsx'
import { PasswordField } from './PasswordField.tsx'
import { SubmitButton } from './SubmitButton.tsx'
import { PhoneField } from './PhoneField.tsx'
import { RadioGroupField } from './RadioGroupField.tsx'
import { SelectField } from './SelectField.tsx'
import { TextareaField } from './TextareaField.tsx'
import { TextField } from './TextField.tsx'

/**
 * The app's form hook: TanStack Form with our field components attached, so a screen writes
 *
 *   const form = useAppForm({ defaultValues, validators: { onChange: schema }, onSubmit })
 *   <form.AppForm>
 *     <form.Form aria-labelledby="…">
 *       <form.AppField name="email">{(f) => <f.EmailField label="Email" required />}</form.AppField>
 *       <Button type="submit">Send</Button>
 *     </form.Form>
 *   </form.AppForm>
 *
 * Validators take zod schemas directly (Standard Schema); the hook gives each one the spec §5
 * messages (`withMessages`), so no form can show zod's own words, whatever its schema (decision
 * 040). A 422 from the api goes to `applyServerErrors(formApi, error.errors)` inside `onSubmit`.
 * A group of fields two forms share (the card) is a `withFieldGroup`, given its place in each form
 * with `fields`.
 */
const hook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    EmailField,
    PhoneField,
    DateField,
    DatePickerField,
    SelectField,
    RadioGroupField,
    CheckboxField,
    TextareaField,
    MaskedField,
    PasswordField,
  },
  formComponents: { Form, SubmitButton },
})

export const { withForm, withFieldGroup } = hook

/** One wrapper per schema, so a form rendering again hands TanStack the same validator. */
const wrapped = new WeakMap<object, SchemaWithMessages<never>>()

function messagesFor(validator: unknown): unknown {
  if (!isZodSchema(validator)) return validator
  let schema = wrapped.get(validator)
  if (!schema) {
    schema = withMessages(validator) as SchemaWithMessages<never>
    wrapped.set(validator, schema)
  }
  return schema
}

/** The form's options with every zod schema among its validators parsing with the spec §5 messages. */
export function withFormMessages<T>(options: T): T {
  const validators = (options as { validators?: Record<string, unknown> } | undefined)?.validators
  if (!validators) return options
  const next = Object.fromEntries(Object.entries(validators).map(([when, validator]) => [when, messagesFor(validator)]))
  return { ...options, validators: next }
}

export const useAppForm: typeof hook.useAppForm = (options) => hook.useAppForm(withFormMessages(options))

export { applyServerErrors, clearServerErrors, submitFailure } from './server-errors.ts'
