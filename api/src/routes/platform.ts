import { Hono } from 'hono'
import { requestBodyLimit } from '#core/body-limit.ts'
import { NEW_HOME_PATH, NewHomeBodySchema } from '#contract/platform-homes.ts'
import type { ApiBindings } from '../env.ts'
import { platformSecret } from '../middleware/platform-secret.ts'
import { noStore } from '../middleware/private.ts'
import { createHome } from '../platform/create-home.ts'
import { validate } from '../validate.ts'

/**
 * The platform's calls, outside /api and without a tenant (decision 071): `POST /internal/homes`
 * makes a funeral home, or says it is there already (`npm run home:create -- --api …`). Mounted
 * at the root, before the tenant middleware.
 */
export const platform = new Hono<{ Bindings: ApiBindings }>()

platform.post(NEW_HOME_PATH, noStore, platformSecret, requestBodyLimit(), validate('json', NewHomeBodySchema), async (c) => {
  const result = await createHome(c.env.DB, c.req.valid('json'))
  return c.json(result, result.outcome === 'created' ? 201 : 200)
})
