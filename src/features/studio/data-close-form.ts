import { z } from 'zod'
import { CloseBodySchema, STUDIO_DATA_MESSAGES } from '#contract/studio-data.ts'
import { confirmsName } from '#core/account-closing.ts'

/** What the owner types to close the account: the home's name, checked here as the api checks it. */
export type CloseFormValues = z.input<typeof CloseBodySchema>

export function closeFormSchema(homeName: string) {
  return CloseBodySchema.extend({
    confirmName: CloseBodySchema.shape.confirmName.refine((typed) => confirmsName(typed, homeName), {
      message: STUDIO_DATA_MESSAGES.nameMismatch(homeName),
    }),
  })
}
