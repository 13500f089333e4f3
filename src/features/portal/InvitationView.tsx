import { Link, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import type { SessionUser } from '#contract/auth.ts'
import type { InvitationPreview } from '#contract/family.ts'
import { SignUpForm } from '#src/features/auth/forms.ts'
import { sessionProblem } from '#src/features/auth/problems.ts'
import { useNavigateWhenReady } from '#src/lib/navigate-when-ready.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { acceptInvitation } from './invitations.ts'
import { casePath, loginHref } from './paths.ts'

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
 * The screen an invitation mail opens (issue 17): who invited them to which loved one's
 * arrangements; then, signed in, accepting; signed out, creating an account (the api joins the
 * new account to the case once it is finished) or signing in first and coming back here.
 */
export function InvitationView({ token, invitation, user }: { token: string; invitation: InvitationPreview; user: SessionUser | null }) {
  const here = useLocation({ select: (l) => l.href })
  return (
    <main id="main" className="page page--narrow portal-page invitation">
      <h1>You are invited to the family portal</h1>
      <Invited invitation={invitation} />
      {user ? (
        <AcceptInvitation token={token} user={user} invitation={invitation} />
      ) : (
        <>
          <section aria-labelledby="sign-up-title">
            <h2 id="sign-up-title">New to the portal? Create your account</h2>
            <SignUpForm invitationToken={token} invitee={invitation.invitee} />
          </section>
          <section aria-labelledby="have-account-title" className="invitation__have-account">
            <h2 id="have-account-title">Already have an account?</h2>
            <p>
              <Link to={loginHref(here)}>Sign in first</Link>, and you will come back here to accept.
            </p>
          </section>
        </>
      )}
    </main>
  )
}
