import { CASE_MEMBER_ROLE_DESCRIPTIONS, CASE_MEMBER_ROLE_LABELS, CASE_MEMBER_ROLES } from '#contract/case-roles.ts'
import { INVITATION_DAYS, RELATIONSHIP_MAX, type InviteBody } from '#contract/family.ts'
import { withFieldGroup } from '#src/ui/fields/form.ts'

/** Who is invited to a case, as both invitation forms ask it (the family's and the studio's). */
export type InviteeValues = Pick<InviteBody, 'firstName' | 'lastName' | 'email' | 'relationship' | 'role'>

/** Each field at its own name in a form that holds the invitee at the top. */
export const INVITEE_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  relationship: 'relationship',
  role: 'role',
} as const satisfies { [K in keyof InviteeValues]-?: K }

const ROLE_OPTIONS = CASE_MEMBER_ROLES.map((role) => ({ value: role, label: CASE_MEMBER_ROLE_LABELS[role] }))
const ROLE_HINT = CASE_MEMBER_ROLES.map((role) => `${CASE_MEMBER_ROLE_LABELS[role]}: ${CASE_MEMBER_ROLE_DESCRIPTIONS[role]}`).join(' ')

/**
 * The invitee's name, address, relationship to the loved one and role in the case, worded the
 * same wherever a family member is invited (`<InviteeFields form={form} fields={INVITEE_FIELDS} … />`),
 * so the invitation's rules read the same from the family and from the home.
 */
export const InviteeFields = withFieldGroup({
  defaultValues: { firstName: '', lastName: '', email: '', relationship: '', role: undefined } as InviteeValues,
  props: {} as { lovedOne: string; roleRequired?: boolean },
  render: function InviteeFieldsRender({ group, lovedOne, roleRequired }) {
    return (
      <>
        <group.AppField name="firstName">{(f) => <f.TextField label="First name" autoComplete="off" required />}</group.AppField>
        <group.AppField name="lastName">{(f) => <f.TextField label="Last name" autoComplete="off" required />}</group.AppField>
        <group.AppField name="email">
          {(f) => (
            <f.EmailField
              label="Email"
              hint={`The invitation goes here. Only an account with this address can accept it, and the link works for ${INVITATION_DAYS} days.`}
              autoComplete="off"
              required
            />
          )}
        </group.AppField>
        <group.AppField name="relationship">
          {(f) => (
            <f.TextField
              label={`Relationship to ${lovedOne}`}
              hint="For example: daughter, nephew, neighbour."
              maxLength={RELATIONSHIP_MAX}
            />
          )}
        </group.AppField>
        <group.AppField name="role">
          {(f) => <f.SelectField label="Role in the case" hint={ROLE_HINT} options={ROLE_OPTIONS} required={roleRequired} />}
        </group.AppField>
      </>
    )
  },
})
