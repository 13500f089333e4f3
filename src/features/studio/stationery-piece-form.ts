import { z } from 'zod'
import { STATIONERY_ITEM_TYPES, type StationeryItemType } from '#contract/family-reviews.ts'
import { STATIONERY_ITEM_NAMES, STUDIO_STATIONERY_MESSAGES, type StationeryAddBody } from '#contract/studio-stationery.ts'
import { line } from '#contract/text.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'

/** A new piece as typed: its kind (empty until chosen) and, for another piece, its name. */
export type PieceValues = { itemType: string; title: string }

export const EMPTY_PIECE: PieceValues = { itemType: '', title: '' }

/** What the form checks as it is typed, in the api's words (contract/studio-stationery.ts). */
export const pieceFormSchema = z
  .object({
    itemType: z.enum(STATIONERY_ITEM_TYPES, { error: STUDIO_STATIONERY_MESSAGES.itemType }),
    title: line(80),
  })
  .superRefine((values, ctx) => {
    if (values.itemType === 'other' && !values.title)
      ctx.addIssue({ code: 'custom', path: ['title'], message: STUDIO_STATIONERY_MESSAGES.title })
  })

/** The kinds a case can still add, as the form's choices. */
export function pieceChoices(present: readonly StationeryItemType[]): { value: StationeryItemType; label: string }[] {
  return STATIONERY_ITEM_TYPES.filter((type) => !present.includes(type)).map((value) => ({ value, label: STATIONERY_ITEM_NAMES[value] }))
}

/** The body the api takes: a name only for another piece (the others are called by their kind). */
export function pieceBody(values: PieceValues): StationeryAddBody {
  const itemType = values.itemType as StationeryItemType
  return itemType === 'other' ? { itemType, title: values.title.trim() } : { itemType }
}

/** Kept on the device while typed, per case; read back through this schema. */
export const PieceDraftSchema = z.object({ itemType: z.string().max(40).catch(''), title: z.string().max(80).catch('') })

export const pieceDraftKey = (caseId: number) => (host: string) => draftStorageKey('studio-stationery-piece', host, caseId)
