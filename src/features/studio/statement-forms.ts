import { z } from 'zod'
import { STUDIO_STATEMENT_MESSAGES, type AdjustmentAddBody, type EmbalmingBody, type StaffLineAddBody } from '#contract/studio-statement.ts'
import { line } from '#contract/text.ts'
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts'
import { AMOUNT_MESSAGES, parseDollars } from '#src/features/statement/index.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'

/**
 * The studio's statement forms as typed (decision 064): an item arranged in person, a discount or
 * a cash advance, and embalming. Values are strings as the fields hold them; the bodies are the
 * contract's (contract/studio-statement.ts). Drafts are kept on the device, per case.
 */

export type LineValues = { itemId: string; quantity: string; requirement: string }
export const lineFormSchema = z.object({
  itemId: z.string().regex(/^\d+$/, { message: VALIDATION_MESSAGES.required }),
  quantity: z.string().regex(/^([1-9]|[1-9]\d)$/, { message: STUDIO_STATEMENT_MESSAGES.quantity }),
  requirement: line(300),
})
export const LINE_DEFAULTS: LineValues = { itemId: '', quantity: '1', requirement: '' }
export function lineBody(v: LineValues): StaffLineAddBody {
  return { itemId: Number(v.itemId), quantity: Number(v.quantity), requirement: v.requirement.trim() || null }
}

export type AdjustmentValues = { kind: string; name: string; amount: string; reason: string }
export const adjustmentFormSchema = z
  .object({
    kind: z.enum(['discount', 'cash_advance']),
    name: line(120).min(1),
    amount: z.string().refine((v) => (parseDollars(v) ?? 0) > 0, { message: AMOUNT_MESSAGES.format }),
    reason: line(300),
  })
  .refine((v) => v.kind !== 'discount' || v.reason.trim().length > 0, { message: STUDIO_STATEMENT_MESSAGES.reason, path: ['reason'] })
export const ADJUSTMENT_DEFAULTS: AdjustmentValues = { kind: 'cash_advance', name: '', amount: '', reason: '' }
export function adjustmentBody(v: AdjustmentValues): AdjustmentAddBody {
  const kind = v.kind === 'discount' ? 'discount' : 'cash_advance'
  return { kind, name: v.name.trim(), amountCents: parseDollars(v.amount) ?? 0, reason: kind === 'discount' ? v.reason.trim() : null }
}

export type EmbalmingValues = { decision: string; by: string; on: string }
export const embalmingFormSchema = z
  .object({
    decision: z.enum(['approved', 'declined', 'none']),
    by: line(120),
    on: z.union([z.literal(''), z.iso.date({ error: STUDIO_STATEMENT_MESSAGES.embalmingOn })]),
  })
  .refine((v) => v.decision !== 'approved' || v.by.trim().length > 0, { message: STUDIO_STATEMENT_MESSAGES.embalmingBy, path: ['by'] })
export function embalmingBody(v: EmbalmingValues): EmbalmingBody {
  const decision = v.decision === 'approved' || v.decision === 'declined' ? v.decision : null
  return { decision, by: decision === 'approved' ? v.by.trim() : null, on: v.on || null }
}

/** Drafts: what the device keeps while typed (read back through these schemas). */
export const LineDraftSchema = z.object({ itemId: z.string().max(20), quantity: z.string().max(4), requirement: z.string().max(400) })
export const AdjustmentDraftSchema = z.object({
  kind: z.string().max(20),
  name: z.string().max(200),
  amount: z.string().max(20),
  reason: z.string().max(400),
})
export const statementDraftKey = (form: 'line' | 'adjustment', caseId: number) => (host: string) =>
  draftStorageKey(`studio-statement-${form}`, host, caseId)
