// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PHONE_HINT } from '#contract/phone.ts'
import { ZIP_MASK } from '#src/lib/masks.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import type { AnyFormApi } from '@tanstack/react-form'

afterEach(cleanup)

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  born: '',
  relation: '',
  contact: '',
  zip: '',
  notes: '',
  agree: false,
}
type Values = typeof EMPTY

const OPTIONS = [
  { value: 'child', label: 'Son or daughter' },
  { value: 'friend', label: 'Friend' },
]
const METHODS = [
  { value: 'phone', label: 'Phone call' },
  { value: 'email', label: 'Email', hint: 'We reply within a day.' },
]

const REQUIRED = 'This field is required'
const schema = z.object({
  name: z.string().min(1, REQUIRED),
  email: z.string().min(1, REQUIRED).pipe(z.email('Please enter a valid email address')),
  phone: z.string().length(10, 'Please enter all 10 digits'),
  born: z.string(),
  relation: z.string().min(1, REQUIRED),
  contact: z.string().min(1, REQUIRED),
  zip: z.string(),
  notes: z.string(),
  agree: z.boolean().refine((value) => value, REQUIRED),
})

type HarnessProps = {
  values?: Partial<Values>
  validate?: boolean
  onForm?: (form: AnyFormApi) => void
  onSubmit?: (value: Values, form: AnyFormApi) => void
}

/** Every field type in one app form, as a screen would build it. */
function Harness({ values, validate = false, onForm, onSubmit }: HarnessProps) {
  const form = useAppForm({
    defaultValues: { ...EMPTY, ...values },
    validators: validate ? { onChange: schema } : {},
    onSubmit: ({ value, formApi }) => onSubmit?.(value, formApi),
  })
  onForm?.(form)
  return (
    <form.AppForm>
      <form.Form aria-label="Test form">
        <form.AppField name="name">{(f) => <f.TextField label="Full name" autoComplete="name" required />}</form.AppField>
        <form.AppField name="email">{(f) => <f.EmailField label="Email" hint="Only to reply." required />}</form.AppField>
        <form.AppField name="phone">{(f) => <f.PhoneField label="Phone" hint="Daytime number." required />}</form.AppField>
        <form.AppField name="born">{(f) => <f.DateField label="Date of birth" autoComplete="bday" />}</form.AppField>
        <form.AppField name="relation">
          {(f) => <f.SelectField label="Relationship" hint="To the person." options={OPTIONS} autoComplete="off" required />}
        </form.AppField>
        <form.AppField name="contact">
          {(f) => <f.RadioGroupField label="How to contact you" hint="Pick one." options={METHODS} required />}
        </form.AppField>
        <form.AppField name="zip">
          {(f) => <f.MaskedField label="ZIP code" hint="5 digits." mask={ZIP_MASK} inputMode="numeric" autoComplete="postal-code" />}
        </form.AppField>
        <form.AppField name="notes">{(f) => <f.TextareaField label="Notes" hint="Anything else." />}</form.AppField>
        <form.AppField name="agree">{(f) => <f.CheckboxField label="I agree" hint="Needed to reply." required />}</form.AppField>
        <form.AppField name="name">{(f) => <f.TextField label="Name again, disabled" disabled />}</form.AppField>
        <button type="submit">Send</button>
      </form.Form>
    </form.AppForm>
  )
}

function renderHarness(props: HarnessProps = {}) {
  let captured: AnyFormApi | undefined
  const view = render(<Harness {...props} onForm={(form) => (captured = form)} />)
  if (!captured) throw new Error('the harness did not render')
  const form = captured
  return { ...view, form: () => form }
}

/** The texts of the elements an `aria-describedby` points at; each id must exist. */
function descriptions(element: Element): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => {
    const target = document.getElementById(id)
    if (!target) throw new Error(`aria-describedby points at a missing id: ${id}`)
    return target.textContent ?? ''
  })
}

const textbox = (name: string) => screen.getByRole('textbox', { name })
const dateGroup = () => screen.getByRole('group', { name: 'Date of birth' })
const PHONE_DESCRIPTION = `Daytime number. ${PHONE_HINT}`

describe('fields: label, hint, required, autocomplete', () => {
  it('name every control by its label and describe it by its hint', () => {
    renderHarness()
    expect(descriptions(textbox('Email'))).toEqual(['Only to reply.'])
    expect(descriptions(textbox('Phone'))).toEqual([PHONE_DESCRIPTION])
    expect(descriptions(dateGroup())).toEqual(['For example, 3 28 1950'])
    expect(descriptions(screen.getByRole('combobox', { name: 'Relationship' }))).toEqual(['To the person.'])
    expect(descriptions(screen.getByRole('radiogroup', { name: 'How to contact you' }))).toEqual(['Pick one.'])
    expect(descriptions(textbox('ZIP code'))).toEqual(['5 digits.'])
    expect(descriptions(textbox('Notes'))).toEqual(['Anything else.'])
    expect(descriptions(screen.getByRole('checkbox', { name: 'I agree' }))).toEqual(['Needed to reply.'])
    // No hint, no error: nothing to point at.
    expect(textbox('Full name').hasAttribute('aria-describedby')).toBe(false)
  })

  it('mark required fields visibly and for assistive tech', () => {
    renderHarness()
    for (const control of [textbox('Full name'), textbox('Email'), textbox('Phone'), screen.getByRole('checkbox', { name: 'I agree' })]) {
      expect(control.hasAttribute('required')).toBe(true)
      expect(control.getAttribute('aria-required')).toBe('true')
    }
    expect(screen.getByRole('combobox', { name: 'Relationship' }).getAttribute('aria-required')).toBe('true')
    expect(screen.getByRole('radiogroup', { name: 'How to contact you' }).getAttribute('aria-required')).toBe('true')
    // Optional ones say nothing.
    expect(textbox('Notes').hasAttribute('required')).toBe(false)
    expect(textbox('Notes').hasAttribute('aria-required')).toBe(false)
    // The visible mark is hidden from screen readers, which already say "required".
    const marks = document.querySelectorAll('.field__required')
    expect(marks).toHaveLength(6)
    for (const mark of marks) {
      expect(mark.textContent).toBe(' (required)')
      expect(mark.getAttribute('aria-hidden')).toBe('true')
    }
  })

  it('give phone, email and date the right keyboard and autofill', () => {
    renderHarness()
    const email = textbox('Email')
    expect([email.getAttribute('type'), email.getAttribute('inputmode'), email.getAttribute('autocomplete')]).toEqual([
      'email',
      'email',
      'email',
    ])
    expect(email.getAttribute('autocapitalize')).toBe('none')
    const phone = textbox('Phone')
    expect([phone.getAttribute('type'), phone.getAttribute('inputmode'), phone.getAttribute('autocomplete')]).toEqual(['tel', 'tel', 'tel'])
    const born = within(dateGroup())
      .getAllByRole('textbox')
      .map((box) => [box.getAttribute('type'), box.getAttribute('inputmode'), box.getAttribute('autocomplete')])
    expect(born).toEqual([
      ['text', 'numeric', 'bday-month'],
      ['text', 'numeric', 'bday-day'],
      ['text', 'numeric', 'bday-year'],
    ])
    expect(textbox('Full name').getAttribute('autocomplete')).toBe('name')
    expect(textbox('ZIP code').getAttribute('autocomplete')).toBe('postal-code')
    expect(screen.getByRole('combobox', { name: 'Relationship' }).getAttribute('autocomplete')).toBe('off')
  })

  it('give each control the field name, so a failed submit can find it', () => {
    renderHarness()
    expect(textbox('Email').getAttribute('name')).toBe('email')
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('name')).toBe('contact')
  })

  it('disable a disabled field', () => {
    renderHarness({ values: { name: 'Margaret' } })
    const disabled = textbox('Name again, disabled')
    expect(disabled).toHaveProperty('disabled', true)
    expect(disabled).toHaveProperty('value', 'Margaret')
  })
})

describe('fields: errors', () => {
  const SERVER = {
    name: 'Name error',
    email: 'Email error',
    phone: 'Phone error',
    born: 'Date error',
    relation: 'Select error',
    contact: 'Radio error',
    zip: 'ZIP error',
    notes: 'Notes error',
    agree: 'Checkbox error',
  }

  it('tie each error to its control: aria-invalid, aria-describedby, a polite live region', () => {
    const { form } = renderHarness()
    act(() => {
      applyServerErrors(form(), SERVER)
    })
    const controls: Array<[Element, string]> = [
      [textbox('Full name'), 'Name error'],
      [textbox('Email'), 'Email error'],
      [textbox('Phone'), 'Phone error'],
      [screen.getByRole('combobox', { name: 'Relationship' }), 'Select error'],
      [screen.getByRole('radiogroup', { name: 'How to contact you' }), 'Radio error'],
      [textbox('ZIP code'), 'ZIP error'],
      [textbox('Notes'), 'Notes error'],
      [screen.getByRole('checkbox', { name: 'I agree' }), 'Checkbox error'],
    ]
    for (const [control, message] of controls) {
      // The error is read as "Error: …" (the word is visually hidden), after the hint.
      expect({ message, invalid: control.getAttribute('aria-invalid'), read: descriptions(control).at(-1) }).toEqual({
        message,
        invalid: 'true',
        read: `Error: ${message}`,
      })
      const errorId = control.getAttribute('aria-describedby')?.split(' ').at(-1) ?? ''
      expect(document.getElementById(errorId)?.getAttribute('aria-live')).toBe('polite')
    }
    // A date's three boxes are one group: the group is described, the boxes marked.
    expect(descriptions(dateGroup())).toEqual(['For example, 3 28 1950', 'Error: Date error'])
    expect(textbox('Month').getAttribute('aria-invalid')).toBe('true')
    // The hint comes first where there is one.
    expect(descriptions(textbox('Email'))).toEqual(['Only to reply.', 'Error: Email error'])
  })

  it('render the live region before there is an error, so its arrival is announced', () => {
    renderHarness()
    const regions = document.querySelectorAll('.field__error[aria-live="polite"]')
    expect(regions).toHaveLength(10)
    for (const region of regions) expect(region.textContent).toBe('')
  })

  it('show a typing error only once the field is left, then keep it current', () => {
    renderHarness({ validate: true })
    const email = textbox('Email')
    fireEvent.change(email, { target: { value: 'margaret@' } })
    expect(email.hasAttribute('aria-invalid')).toBe(false)
    expect(screen.queryByText('Please enter a valid email address')).toBeNull()
    fireEvent.blur(email)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    fireEvent.change(email, { target: { value: 'margaret@example.org' } })
    expect(email.hasAttribute('aria-invalid')).toBe(false)
  })

  it('say nothing about a required field only tabbed past, until the form is sent', async () => {
    renderHarness({ validate: true })
    const name = textbox('Full name')
    fireEvent.focus(name)
    fireEvent.blur(name)
    // Typing elsewhere re-validates the whole form, the skipped field included: still quiet.
    fireEvent.change(textbox('Email'), { target: { value: 'm@example.org' } })
    expect(name.hasAttribute('aria-invalid')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
  })

  it('drop a server error once its field is edited, and keep the others', () => {
    const { form } = renderHarness()
    act(() => {
      applyServerErrors(form(), { email: 'Already registered', phone: 'Not in service' })
    })
    fireEvent.change(textbox('Email'), { target: { value: 'new@example.org' } })
    expect(screen.queryByText('Already registered')).toBeNull()
    expect(textbox('Email').hasAttribute('aria-invalid')).toBe(false)
    expect(screen.getByText('Not in service')).toBeTruthy()
  })
})

/** A field with validators of its own, which TanStack re-runs on blur. */
function OwnValidators({ onForm }: { onForm: (form: AnyFormApi) => void }) {
  const form = useAppForm({ defaultValues: { email: 'm@example.com' } })
  onForm(form)
  return (
    <form.AppForm>
      <form.Form aria-label="Own validators">
        <form.AppField name="email" validators={{ onBlur: z.email('Please enter a valid email address') }}>
          {(f) => <f.EmailField label="Email" />}
        </form.AppField>
      </form.Form>
    </form.AppForm>
  )
}

describe('fields: server errors on a field with its own validators', () => {
  it('keep the server error when the unchanged field is left, drop it when it is edited', () => {
    let form: AnyFormApi | undefined
    render(<OwnValidators onForm={(captured) => (form = captured)} />)
    act(() => {
      if (form) applyServerErrors(form, { email: 'Already registered' })
    })
    const email = textbox('Email')
    fireEvent.focus(email)
    fireEvent.blur(email)
    expect(screen.getByText('Already registered')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(email, { target: { value: 'margaret@example.org' } })
    expect(screen.queryByText('Already registered')).toBeNull()
  })
})

describe('fields: submitting', () => {
  it('show every error and focus the first invalid field in page order', async () => {
    renderHarness({ validate: true, values: { name: 'Margaret' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.activeElement).toBe(textbox('Email')))
    expect(textbox('Email').getAttribute('aria-invalid')).toBe('true')
    expect(textbox('Full name').hasAttribute('aria-invalid')).toBe(false)
    expect(screen.getAllByText(REQUIRED).length).toBeGreaterThanOrEqual(4)
  })

  it('focus a radio group by its first option', async () => {
    renderHarness({
      validate: true,
      values: { name: 'M', email: 'm@example.org', phone: '5551234567', relation: 'child' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Phone call' })))
  })

  it('focus the field the server rejected', async () => {
    const valid = { name: 'M', email: 'm@example.com', phone: '5551234567', relation: 'child', contact: 'email', agree: true }
    renderHarness({
      validate: true,
      values: valid,
      onSubmit: (_value, form) => {
        applyServerErrors(form, { phone: 'This number is not in service' })
      },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.activeElement).toBe(textbox('Phone')))
    expect(descriptions(textbox('Phone'))).toEqual([PHONE_DESCRIPTION, 'Error: This number is not in service'])
  })

  it('send valid values and leave focus alone', async () => {
    const submitted: Values[] = []
    const valid = { name: 'M', email: 'm@example.org', phone: '5551234567', relation: 'child', contact: 'email', agree: true }
    renderHarness({ validate: true, values: valid, onSubmit: (value) => submitted.push(value) })
    const button = screen.getByRole('button', { name: 'Send' })
    button.focus()
    fireEvent.click(button)
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(submitted[0]).toMatchObject(valid)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(document.activeElement).toBe(button)
  })

  it('post, never get, and leave messages to the fields', () => {
    renderHarness()
    const form = screen.getByRole('form', { name: 'Test form' })
    expect(form.getAttribute('method')).toBe('post')
    expect(form.hasAttribute('novalidate')).toBe(true)
  })
})

describe('radio group', () => {
  it('is a named radiogroup of native radios sharing one name, so arrow keys move between them', () => {
    renderHarness()
    const group = screen.getByRole('radiogroup', { name: 'How to contact you' })
    expect(group.tagName).toBe('FIELDSET')
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('type'))).toEqual(['radio', 'radio'])
    expect(new Set(radios.map((radio) => radio.getAttribute('name')))).toEqual(new Set(['contact']))
    // Each radio is named by its own label, and an option's hint describes only that option.
    expect(screen.getByRole('radio', { name: 'Email' }).getAttribute('aria-describedby')).toBeTruthy()
    expect(descriptions(screen.getByRole('radio', { name: 'Email' }))).toEqual(['We reply within a day.'])
    // Nothing takes radios out of the tab sequence by hand: the browser's roving focus applies.
    for (const radio of radios) expect(radio.hasAttribute('tabindex')).toBe(false)
  })

  it('stores the chosen value', () => {
    const { form } = renderHarness()
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }))
    expect(form().state.values.contact).toBe('email')
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveProperty('checked', true)
  })

  it('counts as left only when focus leaves the group, not when an arrow key moves it', () => {
    const { form } = renderHarness()
    const [first, second] = screen.getAllByRole('radio')
    if (!first || !second) throw new Error('two radios expected')
    fireEvent.blur(first, { relatedTarget: second })
    expect(form().getFieldMeta('contact')?.isBlurred).toBe(false)
    fireEvent.blur(second, { relatedTarget: textbox('ZIP code') })
    expect(form().getFieldMeta('contact')?.isBlurred).toBe(true)
  })

  it('is invalid as a group once its error shows', async () => {
    renderHarness({ validate: true })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const group = screen.getByRole('radiogroup', { name: 'How to contact you' })
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptions(group)).toEqual(['Pick one.', `Error: ${REQUIRED}`])
    // The radios themselves carry no ARIA state a radio cannot have.
    for (const radio of within(group).getAllByRole('radio')) expect(radio.hasAttribute('aria-invalid')).toBe(false)
  })
})

describe('checkbox, select, text area', () => {
  it('store a boolean, the option value and the text', () => {
    const { form } = renderHarness()
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }))
    fireEvent.change(screen.getByRole('combobox', { name: 'Relationship' }), { target: { value: 'friend' } })
    fireEvent.change(textbox('Notes'), { target: { value: 'Two lines\nof text' } })
    expect(form().state.values).toMatchObject({ agree: true, relation: 'friend', notes: 'Two lines\nof text' })
  })

  it('offer an empty first choice in a select', () => {
    renderHarness()
    const options = within(screen.getByRole('combobox', { name: 'Relationship' })).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Choose one', 'Son or daughter', 'Friend'])
  })
})

describe('phone, date and masked fields', () => {
  it('keep a phone number as typed, laid out for reading once the field is left', () => {
    const { form } = renderHarness()
    const phone = textbox('Phone')
    fireEvent.change(phone, { target: { value: '5551234567' } })
    expect(phone).toHaveProperty('value', '5551234567')
    fireEvent.blur(phone)
    expect(phone).toHaveProperty('value', '(555) 123-4567')
    expect(form().state.values.phone).toBe('(555) 123-4567')
    // International numbers and extensions are not squeezed into a US shape.
    fireEvent.change(phone, { target: { value: '+442079460958 x 12' } })
    fireEvent.blur(phone)
    expect(form().state.values.phone).toBe('+44 20 7946 0958 ext. 12')
    // What is not a phone number is left exactly as typed, for its message.
    fireEvent.change(phone, { target: { value: '555123' } })
    fireEvent.blur(phone)
    expect(form().state.values.phone).toBe('555123')
  })

  it('take a date as month, day and year, and store MM/DD/YYYY', () => {
    const { form } = renderHarness()
    fireEvent.change(textbox('Month'), { target: { value: '3' } })
    fireEvent.change(textbox('Day'), { target: { value: '28' } })
    fireEvent.change(textbox('Year'), { target: { value: '1950' } })
    expect(form().state.values.born).toBe('03/28/1950')
    expect(textbox('Month')).toHaveProperty('value', '3')
  })

  it('refuse a day-first date with a message beside it, instead of changing it', () => {
    const { form } = renderHarness()
    fireEvent.change(textbox('Month'), { target: { value: '28' } })
    fireEvent.change(textbox('Day'), { target: { value: '3' } })
    fireEvent.change(textbox('Year'), { target: { value: '1950' } })
    // Moving between the boxes is not leaving the field: no message yet.
    fireEvent.blur(textbox('Month'), { relatedTarget: textbox('Day') })
    expect(dateGroup().querySelector('.field__error')?.textContent).toBe('')
    fireEvent.blur(textbox('Year'), { relatedTarget: document.body })
    expect(textbox('Month')).toHaveProperty('value', '28')
    expect(form().state.values.born).toBe('28/03/1950')
    expect(descriptions(dateGroup())).toEqual(['For example, 3 28 1950', 'Error: Month must be a number between 1 and 12'])
    expect(textbox('Month').getAttribute('aria-invalid')).toBe('true')
    expect(textbox('Day').hasAttribute('aria-invalid')).toBe(false)
  })

  it('say a two-digit year needs its century', () => {
    renderHarness()
    fireEvent.change(textbox('Month'), { target: { value: '3' } })
    fireEvent.change(textbox('Day'), { target: { value: '28' } })
    fireEvent.change(textbox('Year'), { target: { value: '50' } })
    fireEvent.blur(textbox('Year'))
    expect(screen.getByText('Year must include 4 numbers')).toBeTruthy()
    expect(textbox('Year').getAttribute('aria-invalid')).toBe('true')
  })

  it('spread a pasted or autofilled ISO date over the three boxes, and leave a day-first one as typed', () => {
    const { form } = renderHarness()
    fireEvent.change(textbox('Month'), { target: { value: '1950-03-28' } })
    expect([textbox('Month'), textbox('Day'), textbox('Year')].map((box) => (box as HTMLInputElement).value)).toEqual(['03', '28', '1950'])
    expect(form().state.values.born).toBe('03/28/1950')
    fireEvent.change(textbox('Day'), { target: { value: '' } })
    fireEvent.change(textbox('Year'), { target: { value: '' } })
    fireEvent.change(textbox('Month'), { target: { value: '28/03/1950' } })
    fireEvent.blur(textbox('Month'))
    expect(textbox('Month')).toHaveProperty('value', '28/03/1950')
    expect(screen.getByText(/Please enter the month, day and year in their own boxes/)).toBeTruthy()
  })

  it('store a ZIP+4 with its dash', () => {
    const { form } = renderHarness()
    fireEvent.input(textbox('ZIP code'), { target: { value: '123456789' } })
    expect(form().state.values.zip).toBe('12345-6789')
  })

  it('show a stored value formatted, and do not count that as an edit', () => {
    const { form } = renderHarness({ values: { phone: '(555) 123-4567', born: '03/28/1950', zip: '123456789' } })
    expect(textbox('Phone')).toHaveProperty('value', '(555) 123-4567')
    expect([textbox('Month'), textbox('Day'), textbox('Year')].map((box) => (box as HTMLInputElement).value)).toEqual(['03', '28', '1950'])
    expect(textbox('ZIP code')).toHaveProperty('value', '12345-6789')
    expect(form().getFieldMeta('phone')?.isTouched).toBe(false)
    expect(form().getFieldMeta('born')?.isTouched).toBe(false)
  })

  it('are formatted in the server-rendered HTML, before imask runs', () => {
    const html = renderToString(<Harness values={{ born: '03/28/1950', zip: '12345-6789' }} />)
    expect(html).toContain('value="1950"')
    expect(html).toContain('value="12345-6789"')
  })

  it('follow a reset of the form', () => {
    const { form } = renderHarness({ values: { phone: '5551234567', born: '03/28/1950' } })
    act(() => {
      form().reset({ ...EMPTY })
    })
    expect(textbox('Phone')).toHaveProperty('value', '')
    expect(textbox('Year')).toHaveProperty('value', '')
  })
})

/** Two limited fields: a text area and a line. */
function Limited() {
  const form = useAppForm({ defaultValues: { note: '', title: '' } })
  return (
    <form.AppForm>
      <form.Form aria-label="Limited">
        <form.AppField name="note">{(f) => <f.TextareaField label="Note" hint="A few words." maxLength={10} />}</form.AppField>
        <form.AppField name="title">{(f) => <f.TextField label="Title" maxLength={5} />}</form.AppField>
      </form.Form>
    </form.AppForm>
  )
}

describe('limited text fields', () => {
  it('count the characters instead of cutting a longer paste', () => {
    render(<Limited />)
    const note = textbox('Note')
    expect(note.hasAttribute('maxlength')).toBe(false)
    expect(descriptions(note)).toEqual(['A few words.', 'You have 10 characters remaining'])
    fireEvent.change(note, { target: { value: 'Twelve chars' } })
    expect(note).toHaveProperty('value', 'Twelve chars')
    expect(descriptions(note)).toEqual(['A few words.', 'You have 2 characters too many'])
    fireEvent.change(textbox('Title'), { target: { value: 'Mom' } })
    expect(descriptions(textbox('Title'))).toEqual(['You have 2 characters remaining'])
  })
})
