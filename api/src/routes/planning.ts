import { Hono } from 'hono'
import {
  AddressQuerySchema,
  AddressSuggestionListSchema,
  PlanningFormSchema,
  PlanningLocationListSchema,
  PlanningReceiptSchema,
  PlanningSubmissionSchema,
} from '#contract/planning.ts'
import type { ApiBindings } from '../env.ts'
import { idempotent } from '../idempotency.ts'
import { suggestAddresses } from '../planning/address-lookup.ts'
import { loadPlanningForm } from '../planning/form.ts'
import { companyLocations, toPlanningLocation } from '../planning/locations.ts'
import { contactEmailOf, submitPlanning } from '../planning/submit.ts'
import { notifierOf } from '../staff/notify.ts'
import { takeAttempt } from '../rate-limit/store.ts'
import { validate } from '../validate.ts'

/** The online planning request (spec §7 "Website": /api/web/planning/…), public, per tenant. */
export const planning = new Hono<{ Bindings: ApiBindings }>()

planning.get('/planning/address', validate('query', AddressQuerySchema), async (c) => {
  const { query } = c.req.valid('query')
  const content = await suggestAddresses(c.var.db, c.var.company.id, query)
  return c.json(AddressSuggestionListSchema.parse({ content }))
})

planning.get('/planning/fields', async (c) => {
  return c.json(PlanningFormSchema.parse(await loadPlanningForm(c.var.db, c.var.company.id)))
})

planning.get('/planning/locations', async (c) => {
  const rows = await companyLocations(c.var.db, c.var.company.id)
  return c.json(PlanningLocationListSchema.parse({ content: rows.map(toPlanningLocation) }))
})

planning.post('/planning/submit', validate('json', PlanningSubmissionSchema), async (c) => {
  const body = c.req.valid('json')
  return idempotent(c, 'planning-submit', body, async () => {
    // A submit creates a case and mails staff: counted per address and per contact email, in one
    // go before anything is checked (a replay counts nothing).
    await takeAttempt(c, [['planning:address'], ['planning:email', contactEmailOf(body)]])
    const receipt = await submitPlanning(c.var.db, c.var.company, body, new Date(), notifierOf(c))
    return { status: 201, body: PlanningReceiptSchema.parse(receipt) }
  })
})
