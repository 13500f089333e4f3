import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import { DomainAddBodySchema, type Domain, type DomainAddBody } from '#contract/studio-domains.ts'
import { call } from '#src/lib/api-call.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'

const EMPTY: DomainAddBody = { host: '' }

/**
 * The owner adds a domain (POST /api/staff/settings/domains): its shape is checked as typed, and
 * the api says in words when it is not a real domain, is the platform's own or another home's.
 */
export function DomainAddForm({ onAdded }: { onAdded: (domain: Domain) => void }) {
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onChange: DomainAddBodySchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        onAdded(await call(operations.postApiStaffSettingsDomains, { body: DomainAddBodySchema.parse(value) }))
        formApi.reset()
      } catch (error) {
        setProblem(submitFailure(formApi, error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Add a domain">
        <form.AppField name="host">
          {(f) => (
            <f.TextField
              label="Domain"
              hint="The address your families will type, such as www.yourfuneralhome.com. You need to be able to change its DNS records (at the company you bought it from, or your web person)."
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              inputMode="url"
              enterKeyHint="send"
              required
            />
          )}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Adding…">Add the domain</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
