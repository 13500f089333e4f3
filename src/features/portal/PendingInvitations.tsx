import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import { INVITATION_DAYS } from '#contract/invitation-constants.ts'
import type { PendingInvitation } from '#contract/invitations.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { longDate, zonedFields } from '#src/lib/zoned-date.ts'
import { Button } from '#src/ui/Button.tsx'
import { toast } from '#src/ui/toast/toast.ts'
import { invitationsQuery, portalKeys } from './queries.ts'

/** The family section's heading (CaseHome), where the focus goes when the last invitation is withdrawn. */
export const FAMILY_HEADING_ID = 'family-title'

const nameOf = (invitation: PendingInvitation) => `${invitation.firstName} ${invitation.lastName}`

/** "Sent November 21, 2026 · The link works until November 28, 2026", or that it has expired. */
function When({ invitation }: { invitation: PendingInvitation }) {
  const { company } = useSite()
  const date = (iso: string) => <time dateTime={iso}>{longDate(zonedFields(iso, company.timeZone))}</time>
  return (
    <p className="case-invitation__when">
      Sent {date(invitation.sentAt)} by {invitation.invitedBy.firstName} {invitation.invitedBy.lastName}.{' '}
      {invitation.expired ? (
        <strong>The link expired on {date(invitation.expiresAt)}.</strong>
      ) : (
        <>The link works until {date(invitation.expiresAt)}.</>
      )}
      {invitation.renewalRequested ? <strong> {invitation.firstName} asked for a new link.</strong> : null}
    </p>
  )
}

/**
 * Resend and Withdraw for one invitation. Withdrawing asks first, in place (the person may be
 * waiting to join); the focus follows the question and comes back when it is kept.
 */
function Actions({ caseId, invitation, onDone }: { caseId: number; invitation: PendingInvitation; onDone: () => Promise<void> }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState<'resend' | 'withdraw'>()
  const place = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  const name = nameOf(invitation)
  const params = { caseId, invitationId: invitation.id }

  useEffect(() => {
    if (!moved.current) return
    place.current?.querySelector<HTMLButtonElement>(asking ? '[data-keep]' : '[data-withdraw]')?.focus()
  }, [asking])

  function toggle(next: boolean) {
    moved.current = true
    setAsking(next)
  }

  async function resend() {
    setBusy('resend')
    try {
      const sent = await call(operations.postApiFamilyCasesByCaseIdInvitationsByInvitationIdResend, { params })
      toast.success(`Invitation sent again to ${name}`, {
        description: `We emailed ${sent.email} a new link. It works for ${INVITATION_DAYS} days; the earlier link no longer works.`,
      })
      await onDone()
    } catch (error) {
      toast.error('The invitation was not sent again', { description: sessionProblem(error) })
    } finally {
      setBusy(undefined)
    }
  }

  async function withdraw() {
    setBusy('withdraw')
    try {
      await call(operations.deleteApiFamilyCasesByCaseIdInvitationsByInvitationId, { params })
      toast.success('Invitation withdrawn', { description: `The link sent to ${name} no longer works.` })
      await onDone()
    } catch (error) {
      toast.error('The invitation was not withdrawn', { description: sessionProblem(error) })
      setBusy(undefined)
    }
  }

  return (
    <div ref={place} className="case-invitation__actions">
      {asking ? (
        <fieldset className="case-invitation__question">
          <legend>Withdraw the invitation to {name}? The link in their email will stop working.</legend>
          <Button size="sm" busy={busy === 'withdraw'} onClick={() => void withdraw()}>
            {busy === 'withdraw' ? 'Withdrawing…' : 'Yes, withdraw'}
          </Button>
          <Button data-keep variant="secondary" size="sm" onClick={() => toggle(false)}>
            Keep it
          </Button>
        </fieldset>
      ) : (
        <>
          <Button variant="secondary" size="sm" busy={busy === 'resend'} disabled={busy !== undefined} onClick={() => void resend()}>
            {busy === 'resend' ? 'Sending…' : 'Resend'}
            <span className="visually-hidden"> the invitation to {name}</span>
          </Button>
          <Button data-withdraw variant="secondary" size="sm" disabled={busy !== undefined} onClick={() => toggle(true)}>
            Withdraw<span className="visually-hidden"> the invitation to {name}</span>
          </Button>
        </>
      )}
    </div>
  )
}

/**
 * The invitations of the case nobody has accepted or withdrawn yet (issue 35): who, when it was
 * sent and until when its link works (or that it expired), with Resend (a new link, 7 days again)
 * and Withdraw for an arranger (every member sees the list; decision 056). Nothing shows while there are none.
 */
export function PendingInvitations({ caseId, manage }: { caseId: number; manage: boolean }) {
  const { data: invitations } = useSuspenseQuery(invitationsQuery(caseId))
  const queryClient = useQueryClient()
  const heading = useRef<HTMLHeadingElement>(null)
  const refreshed = useRef(false)

  // A withdrawn row is gone with the button that had the focus: the focus goes to this list's
  // heading, or to the family section's when the list is gone too, never lost on the page.
  const left = invitations.length
  useEffect(() => {
    if (!refreshed.current) return
    refreshed.current = false
    if (document.activeElement && document.activeElement !== document.body) return
    const target = left > 0 ? heading.current : document.getElementById(FAMILY_HEADING_ID)
    target?.focus()
  }, [left])

  async function refresh() {
    refreshed.current = true
    await queryClient.invalidateQueries({ queryKey: portalKeys.invitations(caseId) })
  }

  if (invitations.length === 0) return null
  return (
    <div className="case-invitations">
      <h3 id="invitations-title" ref={heading} tabIndex={-1}>
        Invited, not joined yet
      </h3>
      <ul aria-labelledby="invitations-title">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="case-invitation" data-expired={invitation.expired || undefined}>
            <p className="case-invitation__who">
              <span className="case-members__name">{nameOf(invitation)}</span>
              {invitation.relationship ? <span className="case-members__relation">{invitation.relationship}</span> : null}
              <span className="case-invitation__email">{invitation.email}</span>
            </p>
            <When invitation={invitation} />
            {manage ? <Actions caseId={caseId} invitation={invitation} onDone={refresh} /> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
