import { z } from 'zod'
import { SignBodySchema, SIGNING_MESSAGES } from '#contract/statement-signing.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'

/** The ESIGN consent as ticked: the contract's rule (a literal true). */
export const consentFormSchema = z.object({ agree: z.boolean().refine((v) => v, { message: SIGNING_MESSAGES.agree }) })
export type ConsentValues = { agree: boolean }

/** The typed name as the form checks it: the contract's rule for the name. */
export const signFormSchema = z.object({ typedName: SignBodySchema.shape.typedName })
export type SignValues = { typedName: string }

/** Kept on the device while typed, per case; read back through this schema. */
export const SignDraftSchema = z.object({ typedName: z.string().max(200).catch('') })
export const signDraftKey = (caseId: number) => (host: string) => draftStorageKey('statement-sign', host, caseId)
