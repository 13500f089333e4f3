import { Hono } from 'hono'
import { DomainAddBodySchema, DomainParamsSchema } from '#contract/studio-domains.ts'
import { customHostnames } from '../domains/index.ts'
import { addDomain, checkDomain, listDomains, needHostnames, removeDomain } from '../domains/domains.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { validate } from '../validate.ts'

/**
 * A home's own domains (area `settings`: the owner only; contract/studio-domains.ts, decision
 * 070). Mounted at /api/staff. Every call is the signed-in home's: another home's domain is a 404.
 */
export const staffDomains = new Hono<{ Bindings: ApiBindings }>()

const DOMAINS = '/settings/domains'
const DOMAIN = `${DOMAINS}/:domainId`
const owner = requireStaffFor('settings')

staffDomains.get(DOMAINS, owner, async (c) =>
  c.json({ domains: await listDomains(c.var.db, c.var.company), available: customHostnames(c.env) !== undefined }),
)

staffDomains.post(DOMAINS, owner, validate('json', DomainAddBodySchema), async (c) => {
  const hostnames = needHostnames(customHostnames(c.env))
  return c.json(await addDomain(c.var.db, c.var.company, c.var.user.id, hostnames, c.req.valid('json').host), 201)
})

staffDomains.post(`${DOMAIN}/checks`, owner, validate('param', DomainParamsSchema), async (c) => {
  const hostnames = needHostnames(customHostnames(c.env))
  return c.json(await checkDomain(c.var.db, c.var.company, hostnames, c.req.valid('param').domainId))
})

staffDomains.delete(DOMAIN, owner, validate('param', DomainParamsSchema), async (c) => {
  await removeDomain(c.var.db, c.var.company, needHostnames(customHostnames(c.env)), c.req.valid('param').domainId)
  return c.body(null, 204)
})
