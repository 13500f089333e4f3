import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/** The playground's Fields section, once React has hydrated it. */
async function openFields(page: Page) {
  await page.goto('/_ui')
  await page.waitForFunction(() => !('$_TSR' in window))
  const fields = page.getByRole('region', { name: 'Fields' })
  // The playground is a lazy chunk that hydrates after the router does. This server error is
  // applied in an effect, so once it shows, the fields are live (and their CSS is loaded).
  await expect(fields.getByText('This email address is already registered')).toBeVisible({ timeout: 20_000 })
  const form = fields.getByRole('form', { name: 'Try it: a contact form' })
  return { fields, form }
}

function violations(results: { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }) {
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('a phone number stays as typed, international numbers and extensions too, and is laid out on leaving', async ({ page }) => {
  const { form } = await openFields(page)
  const phone = form.getByRole('textbox', { name: 'Phone', exact: true })
  await expect(phone).toHaveAttribute('type', 'tel')
  await expect(phone).toHaveAttribute('autocomplete', 'tel')
  await phone.pressSequentially('+44 20 7946 0958 x 12')
  await expect(phone).toHaveValue('+44 20 7946 0958 x 12')
  await phone.press('Tab')
  await expect(phone).toHaveValue('+44 20 7946 0958 ext. 12')
  await expect(phone).not.toHaveAttribute('aria-invalid')

  await phone.fill('5551234567')
  await phone.press('Tab')
  await expect(phone).toHaveValue('(555) 123-4567')

  await phone.fill('555123')
  await phone.press('Tab')
  await expect(phone).toHaveValue('555123')
  await expect(phone).toHaveAccessibleDescription(/Error: Please enter a valid format$/)
})

test('a date typed day first or with a short year is kept and explained, never rewritten', async ({ page }) => {
  const { form } = await openFields(page)
  const date = form.getByRole('group', { name: 'Date of birth' })
  const [month, day, year] = ['Month', 'Day', 'Year'].map((name) => date.getByRole('textbox', { name, exact: true }))
  if (!month || !day || !year) throw new Error('three boxes')
  await expect(date).toHaveAccessibleDescription('For example, 3 28 1950')
  await month.fill('28')
  await day.fill('3')
  await year.fill('1950')
  await year.press('Tab')
  await expect(month).toHaveValue('28')
  await expect(date.getByText('Month must be a number between 1 and 12')).toBeVisible()
  await expect(month).toHaveAttribute('aria-invalid', 'true')

  await month.fill('3')
  await day.fill('28')
  await year.fill('50')
  await expect(date.getByText('Year must include 4 numbers')).toBeVisible()
  await year.fill('1950')
  await expect(date.getByText('Year must include 4 numbers')).toBeHidden()
  await expect(year).not.toHaveAttribute('aria-invalid')
})

test('a whole ISO date pasted into the month box fills all three', async ({ page }) => {
  const { form } = await openFields(page)
  const date = form.getByRole('group', { name: 'Date of birth' })
  const month = date.getByRole('textbox', { name: 'Month', exact: true })
  await month.focus()
  await page.evaluate(() => navigator.clipboard?.writeText('1950-03-28').catch(() => undefined))
  // Insert as a paste does (a clipboard may be unavailable to a headless browser).
  await page.keyboard.insertText('1950-03-28')
  await expect(month).toHaveValue('03')
  await expect(date.getByRole('textbox', { name: 'Day', exact: true })).toHaveValue('28')
  await expect(date.getByRole('textbox', { name: 'Year', exact: true })).toHaveValue('1950')
})

test('a limited text area counts characters and keeps a longer paste', async ({ page }) => {
  const { form } = await openFields(page)
  const message = form.getByRole('textbox', { name: 'Anything you would like us to know' })
  const count = form.locator('.field__count')
  await expect(count).toHaveText('You have 500 characters remaining')
  await message.fill('x'.repeat(510))
  await expect(message).toHaveValue('x'.repeat(510))
  await expect(count).toHaveText('You have 10 characters too many')
  await expect(message).toHaveAccessibleDescription('You have 10 characters too many')
  // Read out once typing pauses, by a polite live region of its own.
  await expect(form.locator('.visually-hidden[aria-live="polite"]')).toHaveText('You have 10 characters too many')
})

test('Tab goes through the fields in order, entering the radio group once', async ({ page }) => {
  const { form } = await openFields(page)
  const order = [
    form.getByRole('textbox', { name: 'Full name' }),
    form.getByRole('textbox', { name: 'Email' }),
    form.getByRole('textbox', { name: 'Phone', exact: true }),
    form.getByRole('textbox', { name: 'Month', exact: true }),
    form.getByRole('textbox', { name: 'Day', exact: true }),
    form.getByRole('textbox', { name: 'Year', exact: true }),
    form.getByLabel('Best day to call you back'),
    form.getByRole('combobox', { name: 'Your relationship to them' }),
    form.getByRole('radio', { name: 'Phone call' }),
    form.getByRole('textbox', { name: 'ZIP code' }),
    form.getByRole('textbox', { name: 'Anything you would like us to know' }),
    form.getByRole('checkbox', { name: 'I agree to be contacted about this request' }),
    form.getByRole('button', { name: 'Send' }),
  ]
  await order[0]?.focus()
  const picker = order[6]
  for (const [index, control] of order.entries()) {
    await expect(control, `stop ${index + 1}`).toBeFocused()
    await page.keyboard.press('Tab')
    // Chromium's date picker takes a Tab for each of its parts (month, day, year).
    if (control === picker) {
      for (let part = 0; part < 5 && (await control.evaluate((el) => el === document.activeElement)); part += 1)
        await page.keyboard.press('Tab')
    }
  }
})

test('arrow keys move between the options of a radio group', async ({ page }) => {
  const { form } = await openFields(page)
  const group = form.getByRole('radiogroup', { name: 'How should we contact you?' })
  await form.getByRole('combobox', { name: 'Your relationship to them' }).focus()
  await page.keyboard.press('Tab')
  await expect(group.getByRole('radio', { name: 'Phone call' })).toBeFocused()

  await page.keyboard.press('ArrowDown')
  await expect(group.getByRole('radio', { name: 'Email' })).toBeFocused()
  await expect(group.getByRole('radio', { name: 'Email' })).toBeChecked()
  await page.keyboard.press('ArrowDown')
  await expect(group.getByRole('radio', { name: 'Text message' })).toBeChecked()
  await page.keyboard.press('ArrowUp')
  await expect(group.getByRole('radio', { name: 'Email' })).toBeChecked()

  // Leaving the group with Tab goes to the next field, not the next option.
  await page.keyboard.press('Tab')
  await expect(form.getByRole('textbox', { name: 'ZIP code' })).toBeFocused()
})

test('sending the empty form shows the errors and focuses the first invalid field', async ({ page }) => {
  const { form } = await openFields(page)
  await form.getByRole('button', { name: 'Send' }).click()

  const name = form.getByRole('textbox', { name: 'Full name' })
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Error: This field is required')
  await expect(form.getByRole('radiogroup', { name: 'How should we contact you?' })).toHaveAttribute('aria-invalid', 'true')
  // Six required fields, six messages; the optional ones stay quiet.
  await expect(form.getByText('This field is required')).toHaveCount(6)
  await expect(form.getByRole('textbox', { name: 'ZIP code' })).not.toHaveAttribute('aria-invalid')

  // Fixing a field clears its error as soon as it is right.
  await name.fill('Margaret Whitfield')
  await expect(name).not.toHaveAttribute('aria-invalid')
})

test('an error from the server shows beside its field and takes the focus', async ({ page }) => {
  const { form } = await openFields(page)
  await form.getByRole('textbox', { name: 'Full name' }).fill('Margaret Whitfield')
  await form.getByRole('textbox', { name: 'Email' }).fill('margaret@example.com')
  await form.getByRole('textbox', { name: 'Phone', exact: true }).pressSequentially('5551234567')
  await form.getByRole('combobox', { name: 'Your relationship to them' }).selectOption({ label: 'Son or daughter' })
  await form.getByRole('radio', { name: 'Email' }).check()
  await form.getByRole('checkbox', { name: 'I agree to be contacted about this request' }).check()
  await form.getByRole('button', { name: 'Send' }).click()

  const email = form.getByRole('textbox', { name: 'Email' })
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription(
    'We only use it to reply to you. Error: This email address is already registered. Please use another one.',
  )

  await email.fill('margaret@example.org')
  await expect(email).not.toHaveAttribute('aria-invalid')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('status')).toHaveText('Thank you. Everything is filled in correctly.')
})

test('fields are big enough to tap', async ({ page }) => {
  const { form } = await openFields(page)
  for (const control of [
    form.getByRole('textbox', { name: 'Full name' }),
    form.getByRole('combobox', { name: 'Your relationship to them' }),
    form.getByText('Phone call', { exact: true }),
    form.getByText('I agree to be contacted about this request'),
  ]) {
    const box = await control.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
  }
})

test('the fields, in every state, pass axe', async ({ page }) => {
  const { fields } = await openFields(page)
  // Errors found on load are on screen too before checking (server ones are, see openFields).
  await expect(fields.getByText('Must be at least 2 characters')).toBeVisible()

  expect(violations(await new AxeBuilder({ page }).include('#fields').analyze())).toEqual([])
  expect(violations(await new AxeBuilder({ page }).analyze())).toEqual([])
})
