import { useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { INVITATION_DAYS, InviteBodySchema, RELATIONSHIP_MAX, type Invitation, type InviteBody } from '#contract/family.ts'
import {
  CASE_MEMBER_ROLE_DESCRIPTIONS,
  CASE_MEMBER_ROLE_LABELS,
  CASE_MEMBER_ROLES,
  DEFAULT_CASE_MEMBER_ROLE,
} from '#contract/case-roles.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'

const EMPTY: InviteBody = { firstName: '', lastName: '', email: '', relationship: '', message: '', role: DEFAULT_CASE_MEMBER_ROLE }
const ROLE_OPTIONS = CASE_MEMBER_ROLES.map((role) => ({ value: role, label: CASE_MEMBER_ROLE_LABELS[role] }))
const ROLE_HINT = CASE_MEMBER_ROLES.map((role) => `${CASE_MEMBER_ROLE_LABELS[role]}: ${CASE_MEMBER_ROLE_DESCRIPTIONS[role]}`).join(' ')

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
        const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : undefined
        if (!unmatched || Object.keys(unmatched).length > 0) setProblem(sessionProblem(error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label={`Invite family to help with ${lovedOne}'s arrangements`}>
        <form.AppField name="firstName">{(f) => <f.TextField label="First name" autoComplete="off" required />}</form.AppField>
        <form.AppField name="lastName">{(f) => <f.TextField label="Last name" autoComplete="off" required />}</form.AppField>
        <form.AppField name="email">
          {(f) => (
            <f.EmailField
              label="Email"
              hint={`The invitation goes here. Only an account with this address can accept it, and the link works for ${INVITATION_DAYS} days.`}
              autoComplete="off"
              required
            />
          )}
        </form.AppField>
        <form.AppField name="relationship">
          {(f) => (
            <f.TextField
              label={`Relationship to ${lovedOne}`}
              hint="For example: daughter, nephew, neighbour."
              maxLength={RELATIONSHIP_MAX}
            />
          )}
        </form.AppField>
        <form.AppField name="role">
          {(f) => <f.SelectField label="Role in the case" hint={ROLE_HINT} options={ROLE_OPTIONS} />}
        </form.AppField>
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
