import { Hono } from 'hono'
import { HEADER_HOST } from '#contract/headers.ts'
import { CloseBodySchema } from '#contract/studio-data.ts'
import { archiveFileName } from '#core/account-closing.ts'
import { todayIn } from '#core/zoned-time.ts'
import type { ApiBindings } from '../env.ts'
import { exportArchive, exportSummary } from '../home-data/archive.ts'
import { cancelClosing, closingOf, requestClosing } from '../home-data/closing.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { validate } from '../validate.ts'

/**
 * The home's data, its own (area `settings`: the owner only; contract/studio-data.ts, decision
 * 072), mounted at /api/staff: what the archive holds, the archive itself (a ZIP streamed as it is
 * made), and closing the account or cancelling its closing. Only the signed-in home's data.
 */
export const staffData = new Hono<{ Bindings: ApiBindings }>()

const owner = requireStaffFor('settings')

staffData.get('/settings/export', owner, async (c) => c.json(await exportSummary(c.var.db, c.var.company, new Date())))

staffData.get('/settings/export/archive', owner, (c) => {
  const { db, company } = c.var
  const now = new Date()
  const fileName = archiveFileName(company.name, todayIn(company.timeZone, now))
  return c.body(exportArchive({ db, bucket: c.env.MEDIA, company, now }), 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  })
})

staffData.get('/settings/closing', owner, async (c) => c.json(await closingOf(c.var.db, c.var.company.id)))

staffData.post('/settings/closing', owner, validate('json', CloseBodySchema), async (c) =>
  c.json(await requestClosing(c.var.db, c.var.company, c.var.user, c.req.valid('json'), c.req.header(HEADER_HOST) ?? '')),
)

staffData.delete('/settings/closing', owner, async (c) =>
  c.json(await cancelClosing(c.var.db, c.var.company, c.var.user, c.req.header(HEADER_HOST) ?? '')),
)
