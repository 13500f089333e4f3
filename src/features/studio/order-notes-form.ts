import { z } from 'zod'
import { ORDER_NOTES_MAX } from '#contract/studio-orders.ts'
import { text } from '#contract/text.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'

/** An order's notes as typed: what the home keeps about it (the florist's reference, a call from the buyer). */
export type OrderNotesValues = { notes: string }

export const orderNotesFormSchema = z.object({ notes: text(ORDER_NOTES_MAX) })

/** Kept on the device while typed, per order; read back through this schema. */
export const OrderNotesDraftSchema = z.object({ notes: z.string().max(ORDER_NOTES_MAX).catch('') })

export const orderNotesDraftKey = (orderId: number) => (host: string) => draftStorageKey('studio-order-notes', host, orderId)
