import { z } from 'zod'
import { IdParamSchema, IdSchema } from './common.ts'
import { MemorialCommentSchema, MemorialCommentStatusSchema } from './media.ts'
import { defineOperations } from './operation.ts'
import { pageOf, PageQuerySchema } from './paging.ts'

/**
 * The memorial wall from the home's side (issue 38 point 4, area `cases`): the memories of every
 * case of the home, held ones oldest first, each with its case; staff approve, hide and restore.
 * **A family's decision is theirs** (decision 062): a memory the family approved or turned away
 * is shown with who decided and when, and staff cannot change it (409). The family may change any
 * decision, the home's included. Rules: api/src/staff/wall-queue-rules.ts.
 */

export const STAFF_WALL_PATH = '/api/staff/wall'

/** What staff do to a memory: approve a held one, hide a held or shown one, restore one the home hid (back to held). */
export const WALL_ACTIONS = ['approve', 'hide', 'restore'] as const
export type WallAction = (typeof WALL_ACTIONS)[number]

export const STUDIO_WALL_MESSAGES = {
  /** 422 on `action`. */
  action: 'Please choose to approve, hide or restore the memory.',
  /** 404: no such memory at this home. */
  notFound: 'There is no memory with that id at this funeral home.',
  /** 409: the family decided (the api names who). */
  familyDecided: 'The family decided about this memory, and their decision stands. Ask them if it should change.',
  /** 409: an action that does not fit where the memory is. */
  approveHeldOnly: 'Only a held memory can be approved here. This one is not held.',
  hideNotHidden: 'This memory is hidden already.',
  restoreHiddenOnly: 'Only a memory the funeral home hid can be restored.',
  /** 409: someone decided while staff were deciding. */
  changedMeanwhile: 'Someone decided about this memory a moment ago. Look at it again before you change it.',
} as const

/** `?status=` (held when left out), optionally one case, with the usual paging. */
export const WallQueueQuerySchema = PageQuerySchema.extend({
  status: MemorialCommentStatusSchema.default('pending'),
  caseId: z.coerce.number().int().positive().optional(),
})
export type WallQueueQuery = z.infer<typeof WallQueueQuerySchema>

export const WallMemoryParamsSchema = z.object({ commentId: IdParamSchema })

/** A memory in the home's queue: the family's view of it, its case, and what staff may do now (with why not). */
export const WallQueueItemSchema = MemorialCommentSchema.extend({
  case: z.object({ id: IdSchema, nameSlug: z.string(), firstName: z.string(), lastName: z.string() }),
  actions: z.array(z.enum(WALL_ACTIONS)),
  /** Why staff may do nothing (the family decided), or null. */
  locked: z.string().nullable(),
})
export type WallQueueItem = z.infer<typeof WallQueueItemSchema>
export const WallQueuePageSchema = pageOf(WallQueueItemSchema)

export const WallActionBodySchema = z.object({
  action: z.enum(WALL_ACTIONS, { error: STUDIO_WALL_MESSAGES.action }),
})
export type WallActionBody = z.infer<typeof WallActionBodySchema>

const tags = ['staff']
const forbidden = 'a role that does not work cases'

export const operations = defineOperations([
  {
    method: 'get',
    path: STAFF_WALL_PATH,
    summary:
      "The memories on the walls of the home's cases, of one status (held by default: oldest first; shown or hidden: latest decision first), each with its case, who decided and what staff may do (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    query: WallQueueQuerySchema,
    response: { status: 200, schema: WallQueuePageSchema },
  },
  {
    method: 'post',
    path: `${STAFF_WALL_PATH}/{commentId}`,
    summary:
      'Approves a held memory, hides one, or restores one the home hid (back to held); a memory the family decided is refused (409), their decision stands (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: WallMemoryParamsSchema,
    body: WallActionBodySchema,
    response: { status: 200, schema: WallQueueItemSchema },
  },
])
