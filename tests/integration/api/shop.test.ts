import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DELIVERY_FEES_CENTS, ShopItemPageSchema, ShopOrderSchema, ShopProductSchema, type CheckoutInput } from '#contract/shop.ts'
import { fieldErrorsOf } from '#tests/support/error-body.ts'
import { api, freshAddress, HARBOR, idempotencyKey, paymentMethodFor, WHITFIELD } from './client.ts'

/**
 * The obituaries' own seed (another area) publishes ids c×1000+1…; should it not be there yet,
 * these rows stand in (INSERT OR IGNORE keeps the seeded ones). 1999 is never published.
 */
const OBITUARIES = [
  { id: 1001, companyId: 1, caseId: 1997, locationId: 101, first: 'Eleanor', last: 'Hartley', published: true },
  { id: 1002, companyId: 1, caseId: 1998, locationId: 102, first: 'George', last: 'Whitman', published: true },
  { id: 1999, companyId: 1, caseId: 1999, locationId: 101, first: 'Private', last: 'Person', published: false },
  { id: 2001, companyId: 2, caseId: 2997, locationId: 201, first: 'Martha', last: 'Quinn', published: true },
]

/** The test processor's payment method for the Visa test card, as the browser makes it. */
let visa = ''

beforeAll(async () => {
  visa = await paymentMethodFor({ number: '4242 4242 4242 4242', name: 'Linda Carter' })
  await env.DB.batch(
    OBITUARIES.flatMap((o) => [
      env.DB.prepare(
        "INSERT OR IGNORE INTO cases (id, company_id, location_id, status, first_name, last_name, name_slug, birth_date, death_date) VALUES (?, ?, ?, 'AT_NEED', ?, ?, ?, '1940-01-01', '2026-11-01')",
      ).bind(o.caseId, o.companyId, o.locationId, o.first, o.last, `${o.first}-${o.last}`.toLowerCase()),
      env.DB.prepare(
        'INSERT OR IGNORE INTO obituaries (id, company_id, case_id, first_name, last_name, name_slug, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).bind(
        o.id,
        o.companyId,
        o.caseId,
        o.first,
        o.last,
        `${o.first}-${o.last}`.toLowerCase(),
        o.published ? '2026-11-02T12:00:00.000Z' : null,
      ),
    ]),
  )
})

const shopPath = (obituaryId: number | string, rest: string) => `/api/web/obituaries/${obituaryId}/shop/${rest}`

/** Whitfield's Eternal Grace Standing Spray, Deluxe ($239). */
const SPRAY = { productId: 1001, variantId: 10012, priceCents: 23_900 }

function order(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    productId: SPRAY.productId,
    variantId: SPRAY.variantId,
    quantity: 2,
    cardMessage: 'With love and deepest sympathy, the Carter family',
    purchaser: { firstName: 'Linda', lastName: 'Carter', email: 'linda.carter@example.com', phone: '(555) 210-3344' },
    delivery: {
      method: 'address',
      recipient: 'The Hartley family',
      line1: '41 Oak Avenue',
      city: 'Maple Grove',
      region: 'IL',
      postalCode: '62704',
      instructions: 'Leave with a neighbour if nobody is home.',
    },
    paymentMethod: visa,
    ...overrides,
  }
}

function checkout(
  body: unknown,
  { obituaryId = 1001, host = WHITFIELD, key = idempotencyKey() }: { obituaryId?: number | string; host?: string; key?: string } = {},
) {
  return api(shopPath(obituaryId, 'checkout'), { host, json: body, headers: { 'Idempotency-Key': key, ...freshAddress() } })
}

async function orderCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM shop_orders').first<{ n: number }>())?.n ?? 0
}

describe('GET /api/web/obituaries/{obituaryId}/shop/items', () => {
  it("lists the company's products with their lowest price and a picture", async () => {
    const response = await api(shopPath(1001, 'items'))
    expect(response.status).toBe(200)
    const page = ShopItemPageSchema.parse(await response.json())
    expect(page.totalElements).toBe(10)
    expect(page.content[0]).toMatchObject({
      id: 1001,
      name: 'Eternal Grace Standing Spray',
      category: 'standing-spray',
      fromPriceCents: 18_900,
    })
    expect(page.content[0]?.image?.url).toMatch(/^\/api\/media\/[a-f0-9]{64}$/)
    expect(page.content.map((i) => i.category)).toContain('tree')
    const image = await api(page.content[0]!.image!.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('Content-Type')).toContain('image/svg+xml')
  })

  it('pages, and shows Harbor its own coastal shop', async () => {
    const page = ShopItemPageSchema.parse(await (await api(`${shopPath(1001, 'items')}?page=1&size=4`)).json())
    expect(page).toMatchObject({ page: 1, size: 4, totalElements: 10, totalPages: 3 })
    expect(page.content).toHaveLength(4)
    const harbor = ShopItemPageSchema.parse(await (await api(shopPath(2001, 'items'), { host: HARBOR })).json())
    expect(harbor.content.map((i) => i.name)).toContain('Down East Comfort Basket')
    expect(harbor.content.every((i) => i.id >= 2000)).toBe(true)
  })

  it('is a 404 for an unpublished obituary, another company’s, or a non-numeric id', async () => {
    for (const [id, host] of [
      [1999, WHITFIELD],
      [2001, WHITFIELD],
      [1001, HARBOR],
      ['abc', WHITFIELD],
      [424242, WHITFIELD],
    ] as const) {
      const response = await api(shopPath(id, 'items'), { host })
      expect(response.status, `${id} on ${host}`).toBe(404)
      await expect(response).toBeErrorResponse(404)
    }
  })
})

describe('GET /api/web/obituaries/{obituaryId}/shop/products/{productId}', () => {
  it('gives the product with its images and variants', async () => {
    const product = ShopProductSchema.parse(await (await api(shopPath(1001, 'products/1001'))).json())
    expect(product.variants).toEqual([
      { id: 10011, name: 'Standard', priceCents: 18_900 },
      { id: 10012, name: 'Deluxe', priceCents: 23_900 },
      { id: 10013, name: 'Premium', priceCents: 29_900 },
    ])
    expect(product.images).toHaveLength(2)
    expect(product.images[0]).toMatchObject({ kind: 'product', title: 'Eternal Grace Standing Spray' })
  })

  it("is a 404 for another company's product or obituary", async () => {
    expect((await api(shopPath(1001, 'products/2001'))).status).toBe(404)
    expect((await api(shopPath(2001, 'products/2001'))).status).toBe(404)
    expect((await api(shopPath(1001, 'products/x'))).status).toBe(404)
  })
})

describe('POST /api/web/obituaries/{obituaryId}/shop/checkout', () => {
  it('charges the catalogue price, creates the paid order and mails the receipt', async () => {
    // A price sent by the client is not part of the body and is ignored.
    const response = await checkout({ ...order(), totalCents: 1, priceCents: 1 })
    expect(response.status).toBe(201)
    const created = ShopOrderSchema.parse(await response.json())
    expect(created).toMatchObject({
      obituaryId: 1001,
      status: 'paid',
      product: { id: SPRAY.productId, name: 'Eternal Grace Standing Spray' },
      variant: { id: SPRAY.variantId, name: 'Deluxe' },
      unitPriceCents: SPRAY.priceCents,
      quantity: 2,
      subtotalCents: 2 * SPRAY.priceCents,
      deliveryCents: DELIVERY_FEES_CENTS.address,
      totalCents: 2 * SPRAY.priceCents + DELIVERY_FEES_CENTS.address,
      payment: { brand: 'Visa', last4: '4242' },
      delivery: { method: 'address', recipient: 'The Hartley family', line2: null, date: null },
    })
    const mail = await env.DB.prepare("SELECT * FROM outbox WHERE kind = 'order-receipt' AND subject LIKE ?")
      .bind(`Your order ${created.id} %`)
      .first<Record<string, unknown>>()
    expect(mail).toMatchObject({ company_id: 1, to: 'linda.carter@example.com' })
    expect(mail?.text).toContain('Total charged: $492.95 (Visa ending in 4242)')
    expect(mail?.text).toContain('With love and deepest sympathy, the Carter family')
    expect(mail?.text).not.toContain('4242 4242')

    const again = await api(`${shopPath(1001, `orders/${created.id}`)}?token=${created.token}`)
    expect(again.status).toBe(200)
    expect(ShopOrderSchema.parse(await again.json())).toEqual(created)
  })

  it('delivers to the service at the funeral home for free', async () => {
    const response = await checkout(order({ quantity: 1, delivery: { method: 'service' } }), { obituaryId: 1002 })
    expect(response.status).toBe(201)
    const created = ShopOrderSchema.parse(await response.json())
    expect(created.deliveryCents).toBe(0)
    expect(created.totalCents).toBe(SPRAY.priceCents)
    // The address of the location the obituary's case is held at.
    const location = await env.DB.prepare(
      'SELECT l.name, l.line1, l.line2, l.city FROM obituaries o JOIN cases c ON c.id = o.case_id JOIN locations l ON l.id = c.location_id WHERE o.id = 1002',
    ).first<{ name: string; line1: string; line2: string | null; city: string }>()
    expect(created.delivery).toMatchObject({ method: 'service', line1: location?.line1, line2: location?.line2, city: location?.city })
    expect(created.delivery.recipient).toMatch(new RegExp(`^The family of .+, c/o ${location?.name}$`))
  })

  it('answers 422 with the field messages', async () => {
    const errors = await fieldErrorsOf(
      await checkout({
        ...order(),
        quantity: 0,
        cardMessage: 'x'.repeat(201),
        purchaser: { firstName: '', lastName: 'Carter', email: 'linda@', phone: '12' },
        delivery: { method: 'address', recipient: 'A', line1: '1 Main', city: 'Linden', region: 'IL', postalCode: '627' },
      }),
    )
    expect(errors).toMatchObject({
      quantity: 'Must be at least 1',
      cardMessage: 'Cannot exceed 200 characters',
      'purchaser.firstName': 'This field is required',
      'purchaser.email': 'Please enter a valid email address',
      'purchaser.phone': 'Please enter a valid format',
      'delivery.postalCode': 'Please enter a valid format',
    })
    expect(await fieldErrorsOf(await checkout(order({ variantId: 10021 })))).toEqual({
      variantId: 'Invalid option selected. Valid options are: 10011, 10012, 10013',
    })
    expect(await fieldErrorsOf(await checkout(order({ productId: 2001, variantId: 20011 })))).toEqual({
      productId: 'This product is not available',
    })
    const past = order({
      delivery: {
        ...order().delivery,
        method: 'address',
        recipient: 'R',
        line1: '1 Main',
        city: 'Linden',
        region: 'IL',
        postalCode: '62715',
        date: '2020-01-01',
      },
    })
    expect(await fieldErrorsOf(await checkout(past))).toEqual({ 'delivery.date': 'The delivery date cannot be in the past' })
    expect(await fieldErrorsOf(await checkout(order({ paymentMethod: '4242 4242 4242 4242' })))).toMatchObject({
      paymentMethod: 'Please enter a valid format',
    })
    const noKey = await api(shopPath(1001, 'checkout'), { json: order() })
    expect(await fieldErrorsOf(noKey)).toEqual({ 'Idempotency-Key': 'This field is required' })
  })

  it('a declined card is a 422 on the payment method and creates no order', async () => {
    const before = await orderCount()
    const errors = await fieldErrorsOf(await checkout(order({ paymentMethod: await paymentMethodFor({ number: '4000000000000002' }) })))
    expect(errors).toEqual({ paymentMethod: 'Your card was declined. Please use another card.' })
    expect(await fieldErrorsOf(await checkout(order({ paymentMethod: await paymentMethodFor({ expYear: 2021 }) })))).toEqual({
      paymentMethod: 'Your card has expired. Please check the expiry date or use another card.',
    })
    expect(await orderCount()).toBe(before)
  })

  it('charges once for a double submit with the same key, and refuses the key for another body', async () => {
    const key = idempotencyKey()
    const before = await orderCount()
    const first = await checkout(order(), { key })
    const second = await checkout(order(), { key })
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await second.json()).toEqual(await first.json())
    expect(await orderCount()).toBe(before + 1)
    expect((await checkout(order({ quantity: 3 }), { key })).status).toBe(422)
  })

  it('is a 404 for an unpublished obituary or another company’s', async () => {
    expect((await checkout(order(), { obituaryId: 1999 })).status).toBe(404)
    expect((await checkout(order(), { obituaryId: 1001, host: HARBOR })).status).toBe(404)
  })
})

describe('GET /api/web/obituaries/{obituaryId}/shop/orders/{orderId}', () => {
  it('needs the token, and is a 404 through another obituary or company', async () => {
    const created = ShopOrderSchema.parse(await (await checkout(order())).json())
    const path = (obituaryId: number) => shopPath(obituaryId, `orders/${created.id}`)
    expect((await api(`${path(1001)}?token=${created.token}`)).status).toBe(200)
    expect((await api(`${path(1001)}?token=${'0'.repeat(32)}`)).status).toBe(404)
    expect((await api(`${path(1002)}?token=${created.token}`)).status).toBe(404)
    expect((await api(`${path(1001)}?token=${created.token}`, { host: HARBOR })).status).toBe(404)
    expect(await fieldErrorsOf(await api(path(1001)))).toEqual({ token: 'This field is required' })
  })
})
