import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { PaymentMethodSchema } from '#contract/payment-methods.ts'
import { callOperation } from '#core/http/operation-call.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { PROCESSOR_UNREACHABLE, type Tokenized, type TypedCard } from './card-entry.ts'

/** The test processor's field names, as the form names the same fields. */
const FORM_FIELD: Readonly<Record<string, string>> = {
  number: 'card.number',
  expMonth: 'card.expMonth',
  expYear: 'card.expYear',
  cvc: 'card.cvc',
  name: 'card.name',
  postalCode: 'card.postalCode',
}

/**
 * Hands the typed card to the demo's local test processor (its own route, as a real processor's
 * SDK would call its own servers) and answers the payment-method id. The form has checked the
 * fields already; a refusal here is named by field all the same.
 */
export async function tokenizeTestCard(card: TypedCard): Promise<Tokenized> {
  try {
    const method = await callOperation(
      browserHttp,
      operations.postApiTestProcessorPaymentMethods,
      {
        body: {
          number: card.number.replace(/[\s-]/g, ''),
          expMonth: Number(card.expMonth),
          expYear: Number(card.expYear),
          cvc: card.cvc,
          name: card.name.trim(),
          postalCode: card.postalCode.trim() || undefined,
        },
      },
      PaymentMethodSchema,
    )
    return { ok: true, method }
  } catch (error) {
    if (isApiError(error, 422) && error.errors) {
      const errors: Record<string, string> = {}
      for (const [field, message] of Object.entries(error.errors)) errors[FORM_FIELD[field] ?? 'form'] = message
      return { ok: false, errors }
    }
    return { ok: false, errors: { form: PROCESSOR_UNREACHABLE } }
  }
}
