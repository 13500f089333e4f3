import { useState } from 'react'
import { z } from 'zod'
import { isPhoneNumber, PHONE_MESSAGE } from '#contract/phone.ts'
import { line, text } from '#contract/text.ts'
import { DATE_MESSAGES } from '#contract/validation.ts'
import { isMaskComplete, ZIP_MASK } from '#src/lib/masks.ts'
import { parseUsDate } from '#src/lib/us-date.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { CONTACT_METHODS, RELATIONSHIPS } from './options.ts'
import { Button } from '#src/ui/Button.tsx'

const REQUIRED = 'This field is required'

/** Explicit messages, so the demo reads the same with or without the app's zod error map. */
export const contactSchema = z.object({
  fullName: line(200).min(1, REQUIRED),
  email: z.string().trim().min(1, REQUIRED).pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().min(1, REQUIRED).refine(isPhoneNumber, PHONE_MESSAGE),
  dateOfBirth: z.string().refine((value) => value === '' || parseUsDate(value) !== null, DATE_MESSAGES.notReal),
  callBack: z.string().refine((value) => value === '' || parseUsDate(value) !== null, DATE_MESSAGES.notReal),
  relationship: z.string().min(1, REQUIRED),
  contactMethod: z.string().min(1, REQUIRED),
  zip: z.string().refine((value) => value === '' || isMaskComplete(value, ZIP_MASK), 'Please enter a 5-digit ZIP code'),
  message: text(500),
  consent: z.boolean().refine((value) => value, REQUIRED),
})

const EMPTY: z.input<typeof contactSchema> = {
  fullName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  callBack: '',
  relationship: '',
  contactMethod: '',
  zip: '',
  message: '',
  consent: false,
}

/** Today on this device, `YYYY-MM-DD`: the first day the call-back picker offers. */
function todayIso(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/** Stands in for the api: it already knows every address at example.com (a 422 with field errors). */
const TAKEN_EMAIL = /@example\.com$/i

/**
 * A working form, empty: required fields, hints, validation as you leave each field, and on
 * submit either the errors (focus on the first) or a server error for an example.com address.
 */
export function ContactDemo() {
  const [sent, setSent] = useState(false)
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onChange: contactSchema },
    onSubmit: ({ value, formApi }) => {
      if (TAKEN_EMAIL.test(value.email)) {
        applyServerErrors(formApi, { email: 'This email address is already registered. Please use another one.' })
        return
      }
      setSent(true)
    },
  })

  return (
    <form.AppForm>
      <form.Form aria-labelledby="fields-contact-title" className="max-w-2xl">
        <h3 id="fields-contact-title">Try it: a contact form</h3>
        <p>Leave a field to check it. Sending with an address at example.com shows an error from the server.</p>
        <form.AppField name="fullName">{(f) => <f.TextField label="Full name" autoComplete="name" required />}</form.AppField>
        <form.AppField name="email">{(f) => <f.EmailField label="Email" hint="We only use it to reply to you." required />}</form.AppField>
        <form.AppField name="phone">
          {(f) => <f.PhoneField label="Phone" hint="A number where we can reach you during the day." required />}
        </form.AppField>
        <form.AppField name="dateOfBirth">{(f) => <f.DateField label="Date of birth" autoComplete="bday" />}</form.AppField>
        <form.AppField name="callBack">
          {(f) => <f.DatePickerField label="Best day to call you back" hint="Leave empty for the next working day." min={todayIso()} />}
        </form.AppField>
        <form.AppField name="relationship">
          {(f) => <f.SelectField label="Your relationship to them" options={RELATIONSHIPS} required />}
        </form.AppField>
        <form.AppField name="contactMethod">
          {(f) => <f.RadioGroupField label="How should we contact you?" options={CONTACT_METHODS} required />}
        </form.AppField>
        <form.AppField name="zip">
          {(f) => (
            <f.MaskedField
              label="ZIP code"
              hint="5 digits, or ZIP+4."
              mask={ZIP_MASK}
              inputMode="numeric"
              autoComplete="postal-code"
              width="short"
            />
          )}
        </form.AppField>
        <form.AppField name="message">
          {(f) => <f.TextareaField label="Anything you would like us to know" maxLength={500} />}
        </form.AppField>
        <form.AppField name="consent">
          {(f) => <f.CheckboxField label="I agree to be contacted about this request" required />}
        </form.AppField>
        <Button type="submit">Send</Button>
        <output className="block mt-4">{sent ? 'Thank you. Everything is filled in correctly.' : null}</output>
      </form.Form>
    </form.AppForm>
  )
}
