import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { TEST_PROCESSOR_PATH } from '#contract/payment-constants.ts'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { apiSession, DEMO, signInOnPage, uniqueEmail } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The family's thank-you list (issue 38 point 5), desktop and phone: a visitor sends flowers
 * through obituary 1001's shop with a card of their own words; the case's thank-you list names
 * them with what they sent, prints as a list, and saves as a CSV with the same row. Opened by the
 * home's owner, who may open every case of the home as its family sees it (decision 056).
 */

const OBITUARY = 1001

async function sendFlowers(email: string, lastName: string): Promise<{ caseId: number; nameSlug: string }> {
  const visitor = await apiSession('whitfield', DEMO.family.whitfield, DEMO.familyPassword)
  try {
    const card = await visitor.post(TEST_PROCESSOR_PATH, {
      data: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: `Ruth ${lastName}`, postalCode: '62704' },
    })
    expect(card.status(), 'test card').toBe(201)
    const { id: paymentMethod } = (await card.json()) as { id: string }
    const response = await visitor.post(`/api/web/obituaries/${OBITUARY}/shop/checkout`, {
      headers: { 'Idempotency-Key': crypto.randomUUID().replaceAll('-', '') },
      data: {
        productId: 1001,
        variantId: 10012,
        quantity: 1,
        cardMessage: `Thinking of you, "the ${lastName}s"`,
        purchaser: { firstName: 'Ruth', lastName, email, phone: '(555) 210-7788' },
        delivery: { method: 'service' },
        paymentMethod,
      },
    })
    expect(response.status(), 'checkout').toBe(201)
  } finally {
    await visitor.dispose()
  }
  const staff = await apiSession('whitfield', DEMO.staff.whitfield, DEMO.staffPassword)
  try {
    const orders = (await (await staff.get(`/api/staff/orders?obituaryId=${OBITUARY}&size=1`)).json()) as {
      content: Array<{ obituary: { caseId: number; nameSlug: string } }>
    }
    const obituary = orders.content[0]?.obituary
    if (!obituary) throw new Error('no order of obituary 1001')
    return { caseId: obituary.caseId, nameSlug: obituary.nameSlug }
  } finally {
    await staff.dispose()
  }
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test("the family's thank-you list names who sent what, prints, and saves as CSV", async ({ page }) => {
  test.slow()
  const errors = collectConsoleErrors(page)
  const lastName = `Gift${Date.now() % 1_000_000}`
  const email = uniqueEmail('gift')
  const { caseId, nameSlug } = await sendFlowers(email, lastName)
  const path = `/family-portal/${caseId}/${nameSlug}/gifts`
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.staff.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: /^Flowers and gifts in memory of / })).toBeVisible()
  await hydrated(page)
  const list = page.getByRole('list', { name: 'Who sent flowers and gifts' })
  const gift = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Ruth ${lastName}` }) })
  await expect(gift).toContainText('Eternal Grace Standing Spray (Deluxe)')
  await expect(gift).toContainText(`“Thinking of you, "the ${lastName}s"”`)
  await expect(gift).toContainText(`${email} · (555) 210-7788`)
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // Printed, the list stays (the buttons are for the screen).
  await page.emulateMedia({ media: 'print' })
  await expect(gift).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('button', { name: 'Print the list' })).toBeVisible()

  // Saved as CSV: the same gift, its quoted words kept whole.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save as a spreadsheet (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`thank-you-list-${nameSlug}.csv`)
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  expect(csv.startsWith('First name,Last name,Email,Phone,What they sent,Quantity,Card message,Ordered on,Delivered\r\n')).toBe(true)
  expect(csv).toContain(
    `Ruth,${lastName},${email},(555) 210-7788,Eternal Grace Standing Spray (Deluxe),1,"Thinking of you, ""the ${lastName}s""",`,
  )
  expect(errors).toEqual([])
})
