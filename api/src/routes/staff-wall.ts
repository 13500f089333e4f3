import { Hono } from 'hono'
import { WallActionBodySchema, WallMemoryParamsSchema, WallQueueQuerySchema } from '#contract/studio-wall.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { actOnMemory, wallQueue } from '../staff/wall-queue.ts'
import { validate } from '../validate.ts'

/**
 * The memorial walls of the home's cases, for staff who work cases (area `cases`;
 * contract/studio-wall.ts). Mounted at /api/staff. Every query is the caller's home's: another
 * home's memory is a 404, as an id that does not exist.
 */
export const staffWall = new Hono<{ Bindings: ApiBindings }>()

staffWall.get('/wall', requireStaffFor('cases'), validate('query', WallQueueQuerySchema), async (c) =>
  c.json(await wallQueue(c.var.db, c.var.company.id, c.req.valid('query'))),
)

staffWall.post(
  '/wall/:commentId',
  requireStaffFor('cases'),
  validate('param', WallMemoryParamsSchema),
  validate('json', WallActionBodySchema),
  async (c) => {
    const { db, company, user } = c.var
    return c.json(await actOnMemory(db, company.id, user.id, c.req.valid('param').commentId, c.req.valid('json').action))
  },
)
