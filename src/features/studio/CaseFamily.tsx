import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { CaseMember } from '#contract/case-people.ts'
import { CASE_MEMBER_ROLE_LABELS, CASE_MEMBER_ROLES, type CaseMemberRole } from '#contract/case-roles.ts'
import { INVITATION_DAYS } from '#contract/invitation-constants.ts'
import type { PendingInvitation } from '#contract/invitations.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { FamilyInviteForm } from './forms.tsx'
import { caseInvitationsQuery, caseMembersQuery } from './queries.ts'

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`

/** "Daughter · margaret@example.com": what the row says under the name. */
export function memberFacts(member: Pick<CaseMember, 'email' | 'relationship'>): string {
  return [member.relationship, member.email].filter(Boolean).join(' · ')
}

/** "Viewer · sent December 3, 2026 · the link works until December 10, 2026", or that it has expired. */
export function invitationFacts(
  invitation: Pick<PendingInvitation, 'role' | 'sentAt' | 'expiresAt' | 'expired'>,
  timeZone: string,
): string {
  const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone })
  const link = invitation.expired ? `the link expired on ${day(invitation.expiresAt)}` : `the link works until ${day(invitation.expiresAt)}`
  return `${CASE_MEMBER_ROLE_LABELS[invitation.role]} · sent ${day(invitation.sentAt)} · ${link}`
}

/**
 * A case's family in the studio (issue 37 point 4): the members in their roles (change one, remove
 * one after asking), the invitations waiting (resend, withdraw after asking), and inviting someone
 * in a role. The family's case home reads the same members and invitations.
 */
export function CaseFamily({ caseId, lovedOne, timeZone }: { caseId: number; lovedOne: string; timeZone: string }) {
  const queryClient = useQueryClient()
  const { data: members } = useSuspenseQuery(caseMembersQuery(caseId))
  const { data: invitations } = useSuspenseQuery(caseInvitationsQuery(caseId))
  const [note, setNote] = useState<string>()
  const changed = (message: string) => {
    setNote(message)
    for (const key of [
      caseMembersQuery(caseId).queryKey,
      caseInvitationsQuery(caseId).queryKey,
      portalKeys.members(caseId),
      portalKeys.invitations(caseId),
    ])
      void queryClient.invalidateQueries({ queryKey: key })
  }
  return (
    <>
      <output className="studio-note">{note}</output>
      <h2>Members</h2>
      {members.length === 0 ? (
        <p>
          No one from the family has joined yet. Invite the first below: they will be asked to make an account with the address you give.
        </p>
      ) : (
        <ul className="studio-cases" aria-label="Family members">
          {members.map((member) => (
            <MemberRow key={member.id} caseId={caseId} member={member} onChanged={changed} />
          ))}
        </ul>
      )}
      <h2>Invitations waiting</h2>
      {invitations.length === 0 ? (
        <p>No invitations are waiting.</p>
      ) : (
        <ul className="studio-cases" aria-label="Invitations waiting">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} caseId={caseId} invitation={invitation} timeZone={timeZone} onChanged={changed} />
          ))}
        </ul>
      )}
      <h2>Invite family</h2>
      <FamilyInviteForm
        caseId={caseId}
        lovedOne={lovedOne}
        onInvited={(invitation) =>
          changed(
            `The invitation is on its way to ${invitation.email}, as ${CASE_MEMBER_ROLE_LABELS[invitation.role].toLowerCase()}. The link works for ${INVITATION_DAYS} days.`,
          )
        }
      />
    </>
  )
}

/** Asks before a step that cannot be taken back, in place; the focus follows the question and comes back when it is kept. */
function useAskFirst() {
  const [asking, setAsking] = useState(false)
  const place = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    place.current?.querySelector<HTMLButtonElement>(asking ? '[data-keep]' : '[data-ask]')?.focus()
  }, [asking])
  return {
    asking,
    place,
    ask: (next: boolean) => {
      moved.current = true
      setAsking(next)
    },
  }
}

function MemberRow({ caseId, member, onChanged }: { caseId: number; member: CaseMember; onChanged: (message: string) => void }) {
  const [problem, setProblem] = useState<string>()
  const { asking, place, ask } = useAskFirst()
  const name = nameOf(member)
  const params = { caseId, userId: member.id }
  const change = useMutation({
    mutationFn: (role: CaseMemberRole) => call(operations.patchApiStaffCasesByCaseIdMembersByUserId, { params, body: { role } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (made) => onChanged(`${name} is now ${CASE_MEMBER_ROLE_LABELS[made.role].toLowerCase()}.`),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  const remove = useMutation({
    mutationFn: () => call(operations.deleteApiStaffCasesByCaseIdMembersByUserId, { params }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => onChanged(`${name} is no longer a member of the case.`),
    onError: (error) => {
      ask(false)
      setProblem(sessionProblem(error))
    },
  })
  const roleId = `member-role-${member.id}`
  return (
    <li className="studio-case">
      <h3 className="studio-case__name">{name}</h3>
      <p className="studio-case__facts">{memberFacts(member)}</p>
      <div ref={place} className="studio-member__actions">
        <label htmlFor={roleId}>Role</label>
        <select
          id={roleId}
          value={member.role}
          disabled={change.isPending || remove.isPending}
          onChange={(event) => change.mutate(event.target.value as CaseMemberRole)}
        >
          {CASE_MEMBER_ROLES.map((role) => (
            <option key={role} value={role}>
              {CASE_MEMBER_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {asking ? (
          <fieldset className="case-invitation__question">
            <legend>Remove {name} from the case? They will no longer see it; their account stays.</legend>
            <Button size="sm" busy={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending ? 'Removing…' : 'Yes, remove'}
            </Button>
            <Button data-keep variant="secondary" size="sm" onClick={() => ask(false)}>
              Keep {member.firstName}
            </Button>
          </fieldset>
        ) : (
          <Button data-ask variant="secondary" size="sm" onClick={() => ask(true)}>
            Remove<span className="visually-hidden"> {name} from the case</span>
          </Button>
        )}
      </div>
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}

function InvitationRow({
  caseId,
  invitation,
  timeZone,
  onChanged,
}: {
  caseId: number
  invitation: PendingInvitation
  timeZone: string
  onChanged: (message: string) => void
}) {
  const [problem, setProblem] = useState<string>()
  const { asking, place, ask } = useAskFirst()
  const name = nameOf(invitation)
  const params = { caseId, invitationId: invitation.id }
  const resend = useMutation({
    mutationFn: () => call(operations.postApiStaffCasesByCaseIdInvitationsByInvitationIdResend, { params }),
    onMutate: () => setProblem(undefined),
    onSuccess: (sent) => onChanged(`A new link is on its way to ${sent.email}; the earlier one no longer works.`),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  const withdraw = useMutation({
    mutationFn: () => call(operations.deleteApiStaffCasesByCaseIdInvitationsByInvitationId, { params }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => onChanged(`The invitation to ${name} is withdrawn: its link no longer works.`),
    onError: (error) => {
      ask(false)
      setProblem(sessionProblem(error))
    },
  })
  return (
    <li className="studio-case">
      <h3 className="studio-case__name">{name}</h3>
      <p className="studio-case__facts">
        {memberFacts(invitation)} · {invitationFacts(invitation, timeZone)}
        {invitation.renewalRequested ? ` · ${invitation.firstName} asked for a new link` : null}
      </p>
      <div ref={place} className="studio-member__actions">
        {asking ? (
          <fieldset className="case-invitation__question">
            <legend>Withdraw the invitation to {name}? The link in their email will stop working.</legend>
            <Button size="sm" busy={withdraw.isPending} onClick={() => withdraw.mutate()}>
              {withdraw.isPending ? 'Withdrawing…' : 'Yes, withdraw'}
            </Button>
            <Button data-keep variant="secondary" size="sm" onClick={() => ask(false)}>
              Keep it
            </Button>
          </fieldset>
        ) : (
          <>
            <Button variant="secondary" size="sm" busy={resend.isPending} onClick={() => resend.mutate()}>
              Resend<span className="visually-hidden"> the invitation to {name}</span>
            </Button>
            <Button data-ask variant="secondary" size="sm" disabled={resend.isPending} onClick={() => ask(true)}>
              Withdraw<span className="visually-hidden"> the invitation to {name}</span>
            </Button>
          </>
        )}
      </div>
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}
