import { z } from 'zod'
import { CASE_MEMBER_ROLES, type CaseMemberRole } from '#contract/case-roles.ts'
import type { StaffFamilyInviteBody } from '#contract/studio-family.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'

/** The studio's invitation to a case as typed: every field a string, the role one of the select's values. */
export type FamilyInviteValues = { firstName: string; lastName: string; email: string; relationship: string; role: string }

export const EMPTY_FAMILY_INVITE: FamilyInviteValues = { firstName: '', lastName: '', email: '', relationship: '', role: '' }

/** The call's body: names and the address trimmed, an empty relationship left out. */
export function familyInviteBody(values: Omit<FamilyInviteValues, 'relationship'> & { relationship?: string }): StaffFamilyInviteBody {
  const relationship = values.relationship?.trim() ?? ''
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    // The form's schema let only a role through.
    role: (CASE_MEMBER_ROLES as readonly string[]).includes(values.role) ? (values.role as CaseMemberRole) : 'helper',
    ...(relationship ? { relationship } : {}),
  }
}

/** Kept on the device per case, as the first call is: the director may be called away mid-invitation. */
export const FamilyInviteDraftSchema = z.object({
  firstName: z.string().max(200).catch(''),
  lastName: z.string().max(200).catch(''),
  email: z.string().max(254).catch(''),
  relationship: z.string().max(200).catch(''),
  role: z.string().max(20).catch(''),
})

export const familyInviteDraftKey = (caseId: number) => (host: string) => draftStorageKey('studio-family-invite', host, caseId)

/** Nothing typed yet: no draft to keep. */
export function isEmptyInvite(values: FamilyInviteValues): boolean {
  return Object.values(values).every((value) => value.trim() === '')
}
