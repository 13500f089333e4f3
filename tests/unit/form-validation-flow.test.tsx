// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from '#contract/errors.ts'
import { createHttpClient } from '#core/http/client.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'

// The whole path of a validation message: the spec §5 messages the form hook gives every schema
// (no global error map: the browser's bundle had dropped it, decision 040) on the client, and the
// api's 422 field errors coming back through the HTTP client, both shown next to their field.

afterEach(cleanup)

const ContactSchema = z.object({ name: z.string().min(1), email: z.email() })

/** An upstream that rejects every email the way the api does: 422 with field → message. */
const rejectingApi = createHttpClient({
  credentials: 'same-origin',
  fetch: async () =>
    Response.json(
      {
        statusCode: 422,
        statusMessage: 'Unprocessable Content',
        message: 'Please check the boxes with a message above.',
        errors: { email: 'Please enter a valid email address' },
      },
      { status: 422 },
    ),
})

function ContactForm() {
  const form = useAppForm({
    defaultValues: { name: '', email: '' },
    validators: { onSubmit: ContactSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await rejectingApi.post('/api/contact', z.undefined(), { body: value })
      } catch (error) {
        if (error instanceof ApiError && error.errors) applyServerErrors(formApi, error.errors)
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Contact">
        <form.AppField name="name">{(f) => <f.TextField label="Your name" autoComplete="name" required />}</form.AppField>
        <form.AppField name="email">{(f) => <f.EmailField label="Email" required />}</form.AppField>
        <button type="submit">Send</button>
      </form.Form>
    </form.AppForm>
  )
}

describe('validation messages in a form', () => {
  it("shows spec §5 wording from the client's schema next to each field", async () => {
    render(<ContactForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const name = screen.getByRole('textbox', { name: 'Your name' })
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText('This field is required')).toHaveLength(2)
  })

  it("shows the api's 422 message for the field it names", async () => {
    render(<ContactForm />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ada Lovelace' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const email = screen.getByRole('textbox', { name: 'Email' })
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Your name' }).hasAttribute('aria-invalid')).toBe(false)
  })
})

/** A form with a pattern and a length, the kind that showed zod's regex and "Too small" (issue 34). */
function AddressForm() {
  const form = useAppForm({
    defaultValues: { city: '', region: '' },
    validators: { onChange: z.object({ city: z.string().trim().min(1).max(5), region: z.string().regex(/^[A-Z]{2}$/) }) },
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Address">
        <form.AppField name="city">{(f) => <f.TextField label="City" autoComplete="off" required />}</form.AppField>
        <form.AppField name="region">{(f) => <f.TextField label="State" autoComplete="off" required />}</form.AppField>
        <button type="submit">Save</button>
      </form.Form>
    </form.AppForm>
  )
}

describe('the form hook gives every schema the spec §5 messages', () => {
  it('says a required box is required, a broken pattern is a format and a long one its limit: no regex, no zod words', async () => {
    render(<AddressForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2))
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Springfield' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'State' }), { target: { value: 'ny' } })
    await waitFor(() => expect(screen.getByText('Cannot exceed 5 characters')).toBeTruthy())
    expect(screen.getByText('Please enter a valid format')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/expected|Invalid string|\/\^|Too (small|big)/)
  })
})

describe('pressing a submit button', () => {
  it('does not take focus on the way down, so leaving a field cannot move the button from under the press', () => {
    render(<ContactForm />)
    const name = screen.getByRole('textbox', { name: 'Your name' })
    name.focus()
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 })
    screen.getByRole('button', { name: 'Send' }).dispatchEvent(press)
    expect(press.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(name)
    // A press anywhere else in the form (a field, a label) behaves as usual.
    const elsewhere = new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 })
    name.dispatchEvent(elsewhere)
    expect(elsewhere.defaultPrevented).toBe(false)
  })

  it('then focuses the first invalid field once the submit has run', async () => {
    render(<ContactForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your name' })))
  })
})
