import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import { CASE_MEMBER_ROLE_DESCRIPTIONS, CASE_MEMBER_ROLE_LABELS, CASE_MEMBER_ROLES } from '#contract/case-roles.ts'
import { isApiError } from '#contract/errors.ts'
import { INVITATION_DAYS, RELATIONSHIP_MAX, type Invitation } from '#contract/family.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { StaffFamilyInviteBodySchema, type StaffFamilyInviteBody } from '#contract/studio-family.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import {
  EMPTY_FAMILY_INVITE,
  FamilyInviteDraftSchema,
  familyInviteBody,
  familyInviteDraftKey,
  isEmptyInvite,
  type FamilyInviteValues,
} from './family-invite-form.ts'

const ROLE_OPTIONS = CASE_MEMBER_ROLES.map((role) => ({ value: role, label: CASE_MEMBER_ROLE_LABELS[role] }))
const ROLE_HINT = CASE_MEMBER_ROLES.map((role) => `${CASE_MEMBER_ROLE_LABELS[role]}: ${CASE_MEMBER_ROLE_DESCRIPTIONS[role]}`).join(' ')

/**
 * Staff invite a family member to a case in a role (POST /api/staff/cases/{caseId}/invitations):
 * the family's own invitation mail, in the home's name. Kept on the device as it is typed.
 */
export function FamilyInviteForm({
  caseId,
  lovedOne,
  onInvited,
}: {
  caseId: number
  lovedOne: string
  onInvited: (invitation: Invitation) => void
}) {
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    // The contract's schema checks it; the empty strings are what the fields start with.
    defaultValues: EMPTY_FAMILY_INVITE as unknown as StaffFamilyInviteBody,
    validators: { onChange: StaffFamilyInviteBodySchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const invitation = await call(operations.postApiStaffCasesByCaseIdInvitations, {
          params: { caseId },
          body: familyInviteBody(value),
        })
        draft.clear()
        formApi.reset(EMPTY_FAMILY_INVITE as unknown as StaffFamilyInviteBody)
        onInvited(invitation)
      } catch (error) {
        const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : undefined
        if (!unmatched || Object.keys(unmatched).length > 0) setProblem(sessionProblem(error))
      }
    },
  })
  const draft = useDeviceDraft<FamilyInviteValues, FamilyInviteValues>({
    values: useStore(form.store, (state) => state.values) as unknown as FamilyInviteValues,
    restore: (values) => form.reset(values as unknown as StaffFamilyInviteBody, { keepDefaultValues: true }),
    keyFor: familyInviteDraftKey(caseId),
    schema: FamilyInviteDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: isEmptyInvite,
  })
  return (
    <form.AppForm>
      <form.Form aria-label={`Invite family to ${lovedOne}’s case`} className="details-form">
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
          {(f) => <f.SelectField label="Role in the case" hint={ROLE_HINT} options={ROLE_OPTIONS} required />}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Sending…">Send the invitation</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
