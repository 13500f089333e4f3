import { INVITATION_DAYS, INVITATION_MESSAGES } from '#contract/invitation-constants.ts'

/**
 * The rules of an invitation (issue 35), pure: whose it is, how its address is shown to anyone
 * else, and whether its link works at a given instant. The clock is always a parameter, so tests
 * choose the time instead of waiting for it.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The form two addresses are compared in: Unicode-normalised (NFKC, so a full-width `ｒ` or a
 * ligature is its plain letters) and lower-cased, trimmed. `Ruth@Example.com` and
 * `ruth@example.com` are one person; the domain and local part are compared alike, as every mail
 * service people use treats them.
 */
export function emailIdentity(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase().normalize('NFKC')
}

export function sameEmail(a: string, b: string): boolean {
  return emailIdentity(a) === emailIdentity(b)
}

const HIDDEN = '•••'

const firstLetter = (text: string) => [...text][0] ?? ''

/**
 * The address as shown to someone who may not be its owner: its first letter, the first letter
 * of the domain and the domain's last part (`ruth.ellis@example.co.uk` → `r•••@e•••.uk`). Enough
 * for the invitee to recognise it, too little to write to.
 */
export function maskEmail(email: string): string {
  const identity = emailIdentity(email)
  const at = identity.lastIndexOf('@')
  const local = at > 0 ? identity.slice(0, at) : identity
  const domain = at > 0 ? identity.slice(at + 1) : ''
  const dot = domain.lastIndexOf('.')
  const top = dot > 0 ? domain.slice(dot) : ''
  return `${firstLetter(local)}${HIDDEN}@${firstLetter(domain)}${HIDDEN}${top}`
}

/** When a link sent at `sentAt` stops working. */
export function expiryOf(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_DAYS * DAY_MS)
}

export type InvitationFacts = { usedAt: string | null; revokedAt: string | null; expiresAt: string }

/** Where an invitation stands at `now`: only `pending` can be accepted. */
export type InvitationState = 'pending' | 'expired' | 'used' | 'revoked'

export function invitationState(row: InvitationFacts, now: Date): InvitationState {
  if (row.usedAt) return 'used'
  if (row.revokedAt) return 'revoked'
  return Date.parse(row.expiresAt) <= now.getTime() ? 'expired' : 'pending'
}

/** The sentence an unusable link answers with (the screen shows it as it is). */
export function unusableMessage(state: Exclude<InvitationState, 'pending'> | 'invalid' | 'replaced'): string {
  return INVITATION_MESSAGES[state]
}

/** When it was last sent: the last resend, else its creation. */
export function sentAtOf(row: { createdAt: string; resentAt: string | null }): string {
  return row.resentAt ?? row.createdAt
}
