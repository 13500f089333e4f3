import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import type { Invitation } from '#contract/family.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { StaffFamilyInviteBodySchema, type StaffFamilyInviteBody } from '#contract/studio-family.ts'
import { INVITEE_FIELDS, InviteeFields } from '#src/features/portal/fields.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import {
  EMPTY_FAMILY_INVITE,
  FamilyInviteDraftSchema,
  familyInviteBody,
  familyInviteDraftKey,
  isEmptyInvite,
  type FamilyInviteValues,
} from './family-invite-form.ts'

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
        setProblem(submitFailure(formApi, error))
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
        <InviteeFields form={form} fields={INVITEE_FIELDS} lovedOne={lovedOne} roleRequired />
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Sending…">Send the invitation</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
