import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#contract/staff-roles.ts'
import type { StaffMember, StaffMemberChangeBody } from '#contract/studio-staff.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { StaffInviteForm } from './forms.tsx'
import { staffMembersQuery, studioKeys } from './queries.ts'

/** Where a member's account stands, in words. */
export function memberState(member: Pick<StaffMember, 'disabledAt' | 'pending'>): string {
  if (member.disabledAt) return 'Turned off'
  return member.pending ? 'Invited, has not chosen a password yet' : 'Active'
}

/** Puts a changed or new member into the list the screen shows, kept in name order. */
function withMember(list: StaffMember[] | undefined, member: StaffMember): StaffMember[] {
  const others = (list ?? []).filter((m) => m.id !== member.id)
  return [...others, member].toSorted((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`))
}

/** The owner's staff screen (issue 37 point 2): who works at the home, in which role; invite, change a role, turn an account off or on. */
export function StaffMembers({ selfId }: { selfId: number }) {
  const queryClient = useQueryClient()
  const { data: members } = useSuspenseQuery(staffMembersQuery)
  const [invited, setInvited] = useState<string>()
  const put = (member: StaffMember) =>
    queryClient.setQueryData(studioKeys.staff, (list: StaffMember[] | undefined) => withMember(list, member))
  return (
    <main id="main" className="page portal-page">
      <h1>Staff</h1>
      <ul className="studio-cases" aria-label="The funeral home’s staff">
        {members.map((member) => (
          <MemberRow key={member.id} member={member} self={member.id === selfId} onChanged={put} />
        ))}
      </ul>
      <h2>Invite a staff member</h2>
      <output className="studio-note">{invited}</output>
      <StaffInviteForm
        onInvited={(member) => {
          put(member)
          setInvited(`The invitation is on its way to ${member.email}.`)
        }}
      />
    </main>
  )
}

function MemberRow({ member, self, onChanged }: { member: StaffMember; self: boolean; onChanged: (member: StaffMember) => void }) {
  const [problem, setProblem] = useState<string>()
  const name = `${member.firstName} ${member.lastName}`
  const change = useMutation({
    mutationFn: (body: StaffMemberChangeBody) => call(operations.patchApiStaffMembersByUserId, { params: { userId: member.id }, body }),
    onMutate: () => setProblem(undefined),
    onSuccess: onChanged,
    onError: (error) =>
      setProblem(isApiError(error, 422) ? (Object.values(error.errors ?? {})[0] ?? error.message) : sessionProblem(error)),
  })
  const roleId = `staff-role-${member.id}`
  return (
    <li className="studio-case">
      <h2 className="studio-case__name">
        {name}
        {self ? ' (you)' : null}
      </h2>
      <p className="studio-case__facts">
        {member.email} · {memberState(member)}
      </p>
      <div className="studio-member__actions">
        <label htmlFor={roleId}>Role</label>
        <select
          id={roleId}
          value={member.staffRole}
          disabled={change.isPending || self}
          onChange={(event) => change.mutate({ staffRole: event.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {self ? null : (
          <Button
            variant="secondary"
            size="sm"
            busy={change.isPending}
            onClick={() => change.mutate({ disabled: member.disabledAt === null })}
          >
            {member.disabledAt === null ? `Turn off ${name}’s account` : `Turn ${name}’s account back on`}
          </Button>
        )}
      </div>
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}
