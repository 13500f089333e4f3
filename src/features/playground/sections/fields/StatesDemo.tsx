import { useEffect, type ReactNode } from 'react'
import { z } from 'zod'
import { isPhoneNumber, PHONE_MESSAGE } from '#contract/phone.ts'
import { line, text } from '#contract/text.ts'
import { DATE_MESSAGES } from '#contract/validation.ts'
import { isMaskComplete, ZIP_MASK } from '#src/lib/masks.ts'
import { parseUsDate } from '#src/lib/us-date.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { CONTACT_METHODS, RELATIONSHIPS } from './options.ts'

const VALUES = {
  textFilled: 'Margaret Ann Whitfield',
  textError: 'M',
  textDisabled: 'Whitfield & Sons',
  emailFilled: 'margaret@example.org',
  emailError: 'margaret@example.com',
  emailDisabled: 'office@example.org',
  phoneFilled: '(555) 123-4567',
  phoneError: '555123',
  phoneDisabled: '+44 20 7946 0958',
  dateFilled: '03/28/1950',
  dateError: '28/03/1950',
  dateDisabled: '11/02/2024',
  selectFilled: 'child',
  selectError: 'other',
  selectDisabled: 'spouse',
  radioFilled: 'email',
  radioError: '',
  radioDisabled: 'phone',
  checkboxFilled: true,
  checkboxError: false,
  checkboxDisabled: true,
  textareaFilled: 'He loved the lake at dawn, his garden, and Sunday dinners with all of us.',
  textareaError: 'She taught three generations of our town to read, and never once raised her voice.',
  textareaDisabled: 'Service details will appear here.',
  zipFilled: '12345-6789',
  zipError: '1234',
  zipDisabled: '02134',
}

/** Errors as the api would send them in a 422, applied once the fields are on the page. */
const SERVER_ERRORS = {
  emailError: 'This email address is already registered',
  selectError: 'This choice is not available for this service',
  checkboxError: 'This field is required',
}

/** Errors found on load by the fields' own schemas (`validators.onMount`). */
export const ON_MOUNT = {
  text: line().min(2, 'Must be at least 2 characters'),
  phone: z.string().refine(isPhoneNumber, PHONE_MESSAGE),
  date: z.string().refine((value) => parseUsDate(value) !== null, DATE_MESSAGES.notReal),
  radio: z.string().min(1, 'This field is required'),
  textarea: text(40),
  zip: z.string().refine((value) => isMaskComplete(value, ZIP_MASK), 'Please enter a 5-digit ZIP code'),
}

function StateRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="mb-2">{title}</h4>
      <div className="grid gap-x-8 grid-cols-[repeat(auto-fit,minmax(16rem,1fr))]">{children}</div>
    </div>
  )
}

/** Each field type filled, with an error (from the server or found on load) and disabled. */
export function StatesDemo() {
  const form = useAppForm({ defaultValues: VALUES })
  useEffect(() => {
    applyServerErrors(form, SERVER_ERRORS)
  }, [form])

  return (
    <form.AppForm>
      <form.Form aria-labelledby="fields-states-title">
        <h3 id="fields-states-title">Every state</h3>
        <p>Empty, required and with a hint are in the form above.</p>
        <StateRow title="Text">
          <form.AppField name="textFilled">{(f) => <f.TextField label="Text, filled" autoComplete="off" />}</form.AppField>
          <form.AppField name="textError" validators={{ onMount: ON_MOUNT.text }}>
            {(f) => <f.TextField label="Text, with an error" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="textDisabled">{(f) => <f.TextField label="Text, disabled" disabled />}</form.AppField>
        </StateRow>
        <StateRow title="Email">
          <form.AppField name="emailFilled">{(f) => <f.EmailField label="Email, filled" autoComplete="off" />}</form.AppField>
          <form.AppField name="emailError">{(f) => <f.EmailField label="Email, with a server error" autoComplete="off" />}</form.AppField>
          <form.AppField name="emailDisabled">{(f) => <f.EmailField label="Email, disabled" disabled />}</form.AppField>
        </StateRow>
        <StateRow title="Phone">
          <form.AppField name="phoneFilled">{(f) => <f.PhoneField label="Phone, filled" autoComplete="off" />}</form.AppField>
          <form.AppField name="phoneError" validators={{ onMount: ON_MOUNT.phone }}>
            {(f) => <f.PhoneField label="Phone, with an error" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="phoneDisabled">{(f) => <f.PhoneField label="Phone, disabled" disabled />}</form.AppField>
        </StateRow>
        <StateRow title="Date">
          <form.AppField name="dateFilled">{(f) => <f.DateField label="Date, filled" />}</form.AppField>
          <form.AppField name="dateError" validators={{ onMount: ON_MOUNT.date }}>
            {(f) => <f.DateField label="Date, with an error" />}
          </form.AppField>
          <form.AppField name="dateDisabled">{(f) => <f.DateField label="Date, disabled" disabled />}</form.AppField>
        </StateRow>
        <StateRow title="Select">
          <form.AppField name="selectFilled">{(f) => <f.SelectField label="Select, filled" options={RELATIONSHIPS} />}</form.AppField>
          <form.AppField name="selectError">
            {(f) => <f.SelectField label="Select, with a server error" options={RELATIONSHIPS} />}
          </form.AppField>
          <form.AppField name="selectDisabled">
            {(f) => <f.SelectField label="Select, disabled" options={RELATIONSHIPS} disabled />}
          </form.AppField>
        </StateRow>
        <StateRow title="Radio group">
          <form.AppField name="radioFilled">
            {(f) => <f.RadioGroupField label="Radio group, filled" options={CONTACT_METHODS} />}
          </form.AppField>
          <form.AppField name="radioError" validators={{ onMount: ON_MOUNT.radio }}>
            {(f) => <f.RadioGroupField label="Radio group, with an error" options={CONTACT_METHODS} required />}
          </form.AppField>
          <form.AppField name="radioDisabled">
            {(f) => <f.RadioGroupField label="Radio group, disabled" options={CONTACT_METHODS} disabled />}
          </form.AppField>
        </StateRow>
        <StateRow title="Checkbox">
          <form.AppField name="checkboxFilled">{(f) => <f.CheckboxField label="Checkbox, ticked" />}</form.AppField>
          <form.AppField name="checkboxError">{(f) => <f.CheckboxField label="Checkbox, with a server error" required />}</form.AppField>
          <form.AppField name="checkboxDisabled">{(f) => <f.CheckboxField label="Checkbox, disabled" disabled />}</form.AppField>
        </StateRow>
        <StateRow title="Text area">
          <form.AppField name="textareaFilled">{(f) => <f.TextareaField label="Text area, filled" rows={3} />}</form.AppField>
          <form.AppField name="textareaError" validators={{ onMount: ON_MOUNT.textarea }}>
            {(f) => <f.TextareaField label="Text area, with an error" rows={3} maxLength={40} />}
          </form.AppField>
          <form.AppField name="textareaDisabled">{(f) => <f.TextareaField label="Text area, disabled" rows={3} disabled />}</form.AppField>
        </StateRow>
        <StateRow title="Masked (ZIP code)">
          <form.AppField name="zipFilled">
            {(f) => <f.MaskedField label="ZIP code, filled" mask={ZIP_MASK} inputMode="numeric" width="short" />}
          </form.AppField>
          <form.AppField name="zipError" validators={{ onMount: ON_MOUNT.zip }}>
            {(f) => <f.MaskedField label="ZIP code, with an error" mask={ZIP_MASK} inputMode="numeric" width="short" />}
          </form.AppField>
          <form.AppField name="zipDisabled">
            {(f) => <f.MaskedField label="ZIP code, disabled" mask={ZIP_MASK} inputMode="numeric" width="short" disabled />}
          </form.AppField>
        </StateRow>
      </form.Form>
    </form.AppForm>
  )
}
