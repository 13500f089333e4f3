import { Hono, type Context } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { ConsentBodySchema, SignatureParamsSchema, SignBodySchema } from '#contract/statement-signing.ts'
import { deliverSignature, signedPdf } from '../arrangements/signing-delivery.ts'
import { giveConsent, signStatement, statementRecord, withdrawConsent, type Caller, type Evidence } from '../arrangements/signing.ts'
import type { ApiBindings } from '../env.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { clientIp } from '../rate-limit/rules.ts'
import { notifierOf } from '../staff/notify.ts'
import { validate } from '../validate.ts'

/**
 * The family's side of the signed statement (contract/statement-signing.ts, decision 064). Mounted
 * at /api/family: `requireUser`, `caseAccess` and `caseRole` ran before (api/src/app.ts); signing
 * and consent are the arranger's alone (api/src/arrangements/signing.ts says so with a 403).
 */
export const statementSigning = new Hono<{ Bindings: ApiBindings }>()

type C = Context<{ Bindings: ApiBindings }>

function theCase(c: C): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

function callerOf(c: C): Caller {
  return { id: c.var.user.id, role: c.get('caseRole') }
}

/** What a signature and a consent are recorded with: the address Cloudflare saw and the browser's own words. */
function evidenceOf(c: C): Evidence {
  return { ip: clientIp(c.req.raw.headers), userAgent: (c.req.header('User-Agent') ?? 'unknown').slice(0, 400) }
}

const STATEMENT = '/cases/:caseId/statement'

async function answer(c: C, status: 200 | 201 = 200) {
  return c.json(await statementRecord(c.var.db, c.var.company, theCase(c), callerOf(c), 'family'), status)
}

statementSigning.get(`${STATEMENT}/record`, validate('param', CaseParamsSchema), (c) => answer(c))

statementSigning.post(`${STATEMENT}/consent`, validate('param', CaseParamsSchema), validate('json', ConsentBodySchema), async (c) => {
  await giveConsent(c.var.db, theCase(c), callerOf(c), evidenceOf(c))
  return answer(c)
})

statementSigning.delete(`${STATEMENT}/consent`, validate('param', CaseParamsSchema), async (c) => {
  await withdrawConsent(c.var.db, theCase(c), callerOf(c))
  return answer(c)
})

statementSigning.post(`${STATEMENT}/sign`, validate('param', CaseParamsSchema), validate('json', SignBodySchema), async (c) => {
  const { db, company, user } = c.var
  const row = await signStatement(db, company, theCase(c), callerOf(c), c.req.valid('json'), evidenceOf(c))
  await deliverSignature(
    {
      db,
      bucket: c.env.MEDIA,
      host: c.req.header(HEADER_HOST) ?? '',
      companyName: company.name,
      theCase: theCase(c),
      signer: user,
      notify: notifierOf(c),
    },
    row,
  )
  return answer(c, 201)
})

statementSigning.get(`${STATEMENT}/signatures/:version/pdf`, validate('param', SignatureParamsSchema), async (c) => {
  const bytes = await signedPdf(c.var.db, c.env.MEDIA, theCase(c).id, c.req.valid('param').version)
  if (!bytes) throw new ApiError(404)
  return pdfResponse(bytes, theCase(c), c.req.valid('param').version)
})

/** A signed PDF: private to whoever may read the case, named for saving. */
export function pdfResponse(bytes: Uint8Array, ofCase: CaseRow, version: number): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="statement-${ofCase.nameSlug}-v${version}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
