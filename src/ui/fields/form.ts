import { createFormHook } from '@tanstack/react-form'
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
 * Validators take zod schemas directly (Standard Schema). A 422 from the api goes to
 * `applyServerErrors(formApi, error.errors)` inside `onSubmit`. A group of fields two forms share
 * (the card) is a `withFieldGroup`, given its place in each form with `fields`.
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
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

export { applyServerErrors, clearServerErrors } from './server-errors.ts'
