import { Link, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import type { SessionUser } from '#contract/auth.ts'
import type { InvitationPreview } from '#contract/family.ts'
import { INVITATION_MESSAGES, invitationMessage } from '#contract/invitation-constants.ts'
import { SignUpForm, sessionProblem } from '#src/features/auth/index.ts'
import { useNavigateWhenReady } from '#src/lib/navigate-when-ready.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { ExpiredInvitation } from './ExpiredInvitation.tsx'
import { acceptInvitation } from './invitations.ts'
import { casePath, loginHref } from './paths.ts'
import { useSignOut } from './use-sign-out.ts'

/** Who invited whom to which loved one's arrangements, in plain words. */
function Invited({ invitation }: { invitation: InvitationPreview }) {
  const { inviter, invitee, caseName, funeralHome, message } = invitation
  return (
    <>
      <p className="portal-page__intro">
        Dear {invitee.firstName}, {inviter.firstName} {inviter.lastName} has invited you to help with the arrangements for{' '}
        <strong>{caseName}</strong> with {funeralHome}.
      </p>
      {message ? (
        <figure className="invitation__message">
          <blockquote>
            <p>{message}</p>
          </blockquote>
          <figcaption>
            {inviter.firstName} {inviter.lastName}
          </figcaption>
        </figure>
      ) : null}
      <p>In the family portal you can see the plans, share photos and music, and help with what the funeral home asks of the family.</p>
    </>
  )
}

/** Signed in: one button joins the case and opens it. */
function AcceptInvitation({ token, user, invitation }: { token: string; user: SessionUser; invitation: InvitationPreview }) {
  const navigateWhenReady = useNavigateWhenReady()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  async function accept() {
    setBusy(true)
    setProblem(undefined)
    try {
      const joined = await acceptInvitation(token)
      await navigateWhenReady({ href: casePath(joined.caseId, joined.nameSlug), replace: true })
    } catch (error) {
      // A 403 names the address it was sent to (masked): the api's own sentence.
      setProblem(sessionProblem(error))
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="accept-title">
      <h2 id="accept-title">
        Join as {user.firstName} {user.lastName}
      </h2>
      <p>
        You are signed in as {user.email}. Accepting adds {invitation.caseName} to your family portal.
      </p>
      <FormProblem message={problem} />
      <Button busy={busy} onClick={() => void accept()}>
        {busy ? 'Joining…' : 'Accept the invitation'}
      </Button>
    </section>
  )
}

/**
 * Signed in with another account than the one invited (a forwarded link, a shared computer): the
 * invitation is not theirs to accept. Says to which address it was sent (masked) and offers to
 * sign out and come back with that one; the invitation stays for its invitee.
 */
function WrongAccount({ user, invitation }: { user: SessionUser; invitation: InvitationPreview }) {
  const here = useLocation({ select: (l) => l.href })
  const { signOutTo, leaving, problem } = useSignOut()
  return (
    <section aria-labelledby="other-account-title" className="invitation__other-account">
      <h2 id="other-account-title">This invitation is for someone else</h2>
      <p className="invitation__sent-to">{invitationMessage(INVITATION_MESSAGES.notForYou, { address: invitation.invitee.maskedEmail })}</p>
      <p>
        You are signed in as {user.email}. If the invitation is meant for you at another address, sign out and sign in with that one. If it
        was forwarded to you, ask {invitation.inviter.firstName} {invitation.inviter.lastName} to invite your own address.
      </p>
      <FormProblem message={problem} />
      <Button variant="secondary" busy={leaving} onClick={() => void signOutTo(loginHref(here))}>
        {leaving ? 'Signing out…' : 'Sign out and use that address'}
      </Button>
    </section>
  )
}

/** Signed out: create an account (for the invited address only) or sign in first and come back. */
function JoinSignedOut({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const here = useLocation({ select: (l) => l.href })
  return (
    <>
      <section aria-labelledby="sign-up-title">
        <h2 id="sign-up-title">New to the portal? Create your account</h2>
        <SignUpForm invitationToken={token} invitee={invitation.invitee} />
      </section>
      <section aria-labelledby="have-account-title" className="invitation__have-account">
        <h2 id="have-account-title">Already have an account?</h2>
        <p>
          <Link to={loginHref(here)}>Sign in first</Link> with {invitation.invitee.maskedEmail}, and you will come back here to accept.
        </p>
      </section>
    </>
  )
}

/**
 * The screen an invitation mail opens (issues 17 and 35): who invited them to which loved one's
 * arrangements; then, signed in as the invitee, accepting; signed in as anyone else, to whom it
 * was sent; signed out, creating an account (joined to the case once finished) or signing in
 * first. An expired link says so and offers to ask the family for a new one.
 */
export function InvitationView({ token, invitation, user }: { token: string; invitation: InvitationPreview; user: SessionUser | null }) {
  const expired = invitation.status === 'expired'
  return (
    <main id="main" className="page page--narrow portal-page invitation">
      <h1>{expired ? 'This invitation has expired' : 'You are invited to the family portal'}</h1>
      {expired ? (
        <ExpiredInvitation token={token} invitation={invitation} />
      ) : (
        <>
          <Invited invitation={invitation} />
          {!user ? (
            <JoinSignedOut token={token} invitation={invitation} />
          ) : invitation.forSignedInUser === false ? (
            <WrongAccount user={user} invitation={invitation} />
          ) : (
            <AcceptInvitation token={token} user={user} invitation={invitation} />
          )}
        </>
      )}
    </main>
  )
}
