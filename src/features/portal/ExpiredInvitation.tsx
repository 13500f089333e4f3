import { useState } from 'react'
import type { InvitationPreview } from '#contract/family.ts'
import { INVITATION_DAYS, INVITATION_MESSAGES, invitationMessage } from '#contract/invitation-constants.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { longDate, zonedFields } from '#src/lib/zoned-date.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { askForNewInvitation } from './invitations.ts'

/**
 * An invitation link past its 7 days (issue 35): says so kindly, and offers to ask the one who
 * invited for a new link (they get a mail pointing at the family section, where Resend is). Asked
 * once per sending: asking again only says it is done.
 */
export function ExpiredInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { company } = useSite()
  const { inviter, invitee, caseName } = invitation
  const asked = invitationMessage(INVITATION_MESSAGES.renewalAsked, { name: inviter.firstName, address: invitee.maskedEmail })
  const [answer, setAnswer] = useState<string | undefined>(invitation.renewalRequested ? asked : undefined)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()

  async function ask() {
    setBusy(true)
    setProblem(undefined)
    try {
      setAnswer((await askForNewInvitation(token)).message)
    } catch (error) {
      setProblem(sessionProblem(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p className="portal-page__intro">
        Dear {invitee.firstName}, {inviter.firstName} {inviter.lastName} invited you to help with the arrangements for{' '}
        <strong>{caseName}</strong>. Invitation links work for {INVITATION_DAYS} days, and this one ended on{' '}
        <time dateTime={invitation.expiresAt}>{longDate(zonedFields(invitation.expiresAt, company.timeZone))}</time>.
      </p>
      <p>You are still welcome to help. {inviter.firstName} can send you a new invitation in a moment.</p>
      <output className="block">{answer ? <p className="form-notice">{answer}</p> : null}</output>
      {answer ? null : (
        <>
          <FormProblem message={problem} />
          <Button busy={busy} onClick={() => void ask()}>
            {busy ? 'Asking…' : `Ask ${inviter.firstName} for a new invitation`}
          </Button>
        </>
      )}
    </>
  )
}
