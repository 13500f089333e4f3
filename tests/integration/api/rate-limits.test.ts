import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { INVITE_TOO_MANY, PLANNING_TOO_MANY, RATE_LIMITS } from '#api/src/rate-limit/rules.ts'
import { MEMORY_MESSAGES, OBITUARY_PATHS } from '#contract/obituaries.ts'
import { PLANNING_PATHS } from '#contract/planning.ts'
import { fileForm } from '#tests/support/images.ts'
import { ACCOUNTS, api, failure, freshAddress, idempotencyKey, tokenFor } from './client.ts'

/**
 * The limits of the calls beyond sign-in (decision 018): each counted per address and per subject.
 * Card testing at checkout is tried through the BFF in tests/integration/security/card-testing.test.ts.
 */

function tooMany(message: string) {
  return { statusCode: 429, statusMessage: 'Too Many Requests', message }
}

async function expectTooMany(response: Response, message: string) {
  expect(await failure(response, 429)).toEqual(tooMany(message))
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
}

describe('memory photos', () => {
  it('are refused before their body is read once an address has used its allowance', async () => {
    const from = freshAddress()
    const limit = RATE_LIMITS['memory-photo:address'].limit
    for (let i = 0; i < limit; i++) {
      // Not an image: 422, but counted all the same (counting comes before reading).
      // oxlint-disable-next-line no-await-in-loop
      expect(
        (await api(OBITUARY_PATHS.memoryPhoto.replace('{id}', '1003'), { form: fileForm('not an image', 'x.png'), headers: from })).status,
      ).toBe(422)
    }
    // A body that never ends: had anything waited to read it, no answer would come.
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--x\r\n'))
      },
    })
    const response = await SELF.fetch(`https://api.test${OBITUARY_PATHS.memoryPhoto.replace('{id}', '1003')}`, {
      method: 'POST',
      headers: { 'X-Host': 'localhost', 'Content-Type': 'multipart/form-data; boundary=x', Accept: 'application/json', ...from },
      body: endless,
      duplex: 'half',
    } as RequestInit)
    await expectTooMany(response, MEMORY_MESSAGES.tooMany)
  })
})

describe('memories', () => {
  it('are limited per email from any address too', async () => {
    const email = `poster-${crypto.randomUUID()}@example.com`
    const limit = RATE_LIMITS['memory:email'].limit
    const path = OBITUARY_PATHS.memories.replace('{id}', '1003')
    for (let i = 0; i < limit; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await api(path, { json: { name: 'Ann', email, text: `Memory ${i}` }, headers: freshAddress() })).status).toBe(201)
    }
    await expectTooMany(
      await api(path, { json: { name: 'Ann', email, text: 'One more' }, headers: freshAddress() }),
      MEMORY_MESSAGES.tooMany,
    )
  })
})

/** A complete at-need request in the name of `contactEmail`. */
const request = (contactEmail: string) => ({
  locationId: 101,
  caseStatus: 'AT_NEED',
  fields: {
    contactFirstName: 'Ruth',
    contactLastName: 'Albright',
    contactEmail,
    contactPhone: '(555) 301-4477',
    contactAddress: '41 Oak Avenue',
    contactCity: 'Maple Grove',
    contactState: 'IL',
    contactZip: '62704',
    contactRelationship: 'daughter',
    decedentFirstName: 'Harold',
    decedentMiddleName: 'Eugene',
    decedentLastName: 'Albright',
    decedentBirthDate: '1936-04-09',
    decedentDeathDate: '2025-11-21',
    veteran: 'yes',
    militaryBranch: 'navy',
    disposition: 'burial',
    acknowledgement: true,
  },
})
const someEmail = () => `ruth.${crypto.randomUUID()}@example.com`
const send = (body: object, from: Record<string, string>) =>
  api(PLANNING_PATHS.submit, { json: body, headers: { ...from, 'Idempotency-Key': idempotencyKey() } })

describe('planning submit', () => {
  it('creates at most 5 cases an hour from one address', async () => {
    const from = freshAddress()
    const limit = RATE_LIMITS['planning:address'].limit
    for (let i = 0; i < limit; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await send(request(someEmail()), from)).status).toBe(201)
    }
    await expectTooMany(await send(request(someEmail()), from), PLANNING_TOO_MANY)
  })

  it('creates at most 5 cases an hour for one contact email, whatever the address (issue 35)', async () => {
    const email = someEmail()
    const limit = RATE_LIMITS['planning:email'].limit
    const sent = await Promise.all(Array.from({ length: limit + 3 }, () => send(request(email), freshAddress())))
    // Counted at once for all of them (one upsert each), so parallel sends cannot pass the limit either.
    expect(sent.map((r) => r.status).toSorted()).toEqual([...Array<number>(limit).fill(201), 429, 429, 429])
    await expectTooMany(
      sent.find((r) => r.status === 429)!,
      PLANNING_TOO_MANY,
    )
    // The email is one mailbox however it is written.
    await expectTooMany(await send(request(`  ${email.toUpperCase()} `), freshAddress()), PLANNING_TOO_MANY)
    // Another email from a fresh address still goes through.
    expect((await send(request(someEmail()), freshAddress())).status).toBe(201)
  })
})

const guest = () => ({ email: `guest-${crypto.randomUUID()}@example.com`, firstName: 'Gail', lastName: 'Guest' })

describe('invitations', () => {
  it('are limited per inviting account', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily) // the arranger: a helper does not invite (decision 056)
    const limit = RATE_LIMITS['invite:account'].limit
    for (let i = 0; i < limit; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await api('/api/family/cases/1101/invite', { token, json: guest(), headers: freshAddress() })).status).toBe(201)
    }
    await expectTooMany(await api('/api/family/cases/1101/invite', { token, json: guest(), headers: freshAddress() }), INVITE_TOO_MANY)
  })
})
