import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '#contract/staff-roles.ts'
import { STAFF_INVITATION_DAYS, StaffInviteBodySchema, type StaffInviteBody, type StaffMember } from '#contract/studio-staff.ts'
import { call } from '#src/lib/api-call.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'

const EMPTY = { firstName: '', lastName: '', email: '', staffRole: '' }
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))

/** The owner invites a staff member (POST /api/staff/members): a name, an email and a role; the mail carries the link to choose a password. */
export function StaffInviteForm({ onInvited }: { onInvited: (member: StaffMember) => void }) {
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: EMPTY as unknown as StaffInviteBody,
    validators: { onChange: StaffInviteBodySchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const body = { ...value, firstName: value.firstName.trim(), lastName: value.lastName.trim(), email: value.email.trim() }
        onInvited(await call(operations.postApiStaffMembers, { body }))
        formApi.reset()
      } catch (error) {
        setProblem(submitFailure(formApi, error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Invite a staff member">
        <form.AppField name="firstName">{(f) => <f.TextField label="First name" autoComplete="off" required />}</form.AppField>
        <form.AppField name="lastName">{(f) => <f.TextField label="Last name" autoComplete="off" required />}</form.AppField>
        <form.AppField name="email">
          {(f) => (
            <f.EmailField
              label="Email"
              hint={`The invitation goes here, with a link to choose a password that works for ${STAFF_INVITATION_DAYS} days.`}
              autoComplete="off"
              required
            />
          )}
        </form.AppField>
        <form.AppField name="staffRole">
          {(f) => (
            <f.SelectField
              label="Role"
              hint="A director works on cases and their payments; a site editor on the site's pages; an owner on everything."
              options={ROLE_OPTIONS}
              required
            />
          )}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Sending…">Send the invitation</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
