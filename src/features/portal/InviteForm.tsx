import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import { InviteBodySchema, type Invitation, type InviteBody } from '#contract/family.ts'
import { DEFAULT_CASE_MEMBER_ROLE } from '#contract/case-roles.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { INVITEE_FIELDS, InviteeFields } from './InviteeFields.tsx'

const EMPTY: InviteBody = { firstName: '', lastName: '', email: '', relationship: '', message: '', role: DEFAULT_CASE_MEMBER_ROLE }

export type InviteFormProps = {
  caseId: number
  /** The loved one's first name, for the words around the fields. */
  lovedOne: string
  onInvited: (invitation: Invitation) => void
  onCancel: () => void
}

/** Invites a relative by mail (POST cases/{caseId}/invite): their name, email, how they are related, their role in the case (a helper unless chosen) and a note. */
export function InviteForm({ caseId, lovedOne, onInvited, onCancel }: InviteFormProps) {
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onChange: InviteBodySchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const body: InviteBody = {
          firstName: value.firstName.trim(),
          lastName: value.lastName.trim(),
          email: value.email.trim(),
          ...(value.relationship?.trim() ? { relationship: value.relationship.trim() } : {}),
          ...(value.message?.trim() ? { message: value.message.trim() } : {}),
          role: value.role ?? DEFAULT_CASE_MEMBER_ROLE,
        }
        onInvited(await call(operations.postApiFamilyCasesByCaseIdInvite, { params: { caseId }, body }))
      } catch (error) {
        setProblem(submitFailure(formApi, error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label={`Invite family to help with ${lovedOne}'s arrangements`}>
        <InviteeFields form={form} fields={INVITEE_FIELDS} lovedOne={lovedOne} />
        <form.AppField name="message">
          {(f) => <f.TextareaField label="A note with the invitation (optional)" rows={3} maxLength={1000} />}
        </form.AppField>
        <FormProblem message={problem} />
        <div className="invite-form__actions">
          <form.SubmitButton busyLabel="Sending…">Send the invitation</form.SubmitButton>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
