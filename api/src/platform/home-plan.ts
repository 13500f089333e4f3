import type { StaffRole } from '#contract/staff-roles.ts'
import type { NewHome } from '#contract/platform-homes.ts'

/**
 * What `npm run home:create` does with what it finds (issue 40 point 1, decision 071), decided
 * here, pure, so running it twice is known to change nothing:
 * - none of the host names is known: make the home;
 * - they lead to one home of the same name: that home, with what it lacks added (a host name
 *   not yet its own; the owner's invitation, when a run stopped before it) and otherwise nothing;
 * - anything else is refused in words, changing nothing: host names of two homes, a host name
 *   of a home by another name, an owner address that is someone else's account there, or a home
 *   that already has another owner (more staff are invited from the studio).
 */

/** A host name asked for that already serves a home. */
export type HostOwner = { host: string; companyId: number; name: string }

/** The accounts of that home that matter: its owners, and the one with the owner's address. */
export type HomeAccount = { email: string; role: 'family' | 'staff'; staffRole: StaffRole | null }

export type HomePlan =
  { kind: 'create' } | { kind: 'exists'; companyId: number; addHosts: string[]; inviteOwner: boolean } | { kind: 'refuse'; message: string }

/** A staff account of before roles (staff_role null) is an owner (decision 054). */
function isOwner(account: HomeAccount): boolean {
  return account.role === 'staff' && (account.staffRole ?? 'owner') === 'owner'
}

function sameName(a: string, b: string): boolean {
  return a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase()
}

export function planNewHome(
  input: Pick<NewHome, 'name' | 'hosts' | 'ownerEmail'>,
  hostOwners: readonly HostOwner[],
  accounts: readonly HomeAccount[],
): HomePlan {
  if (hostOwners.length === 0) return { kind: 'create' }
  const homes = new Map(hostOwners.map((h) => [h.companyId, h.name]))
  if (homes.size > 1) {
    const whose = hostOwners.map((h) => `${h.host} is ${h.name}’s`).join(', ')
    return { kind: 'refuse', message: `These host names belong to different funeral homes (${whose}); nothing was changed.` }
  }
  const [first] = hostOwners
  if (!first) return { kind: 'create' }
  if (!sameName(first.name, input.name)) {
    return {
      kind: 'refuse',
      message: `${first.host} already serves ${first.name}; nothing was changed. Choose another host name, or give ${first.name}’s own name to finish setting it up.`,
    }
  }
  const email = input.ownerEmail.toLowerCase()
  const account = accounts.find((a) => a.email.toLowerCase() === email)
  if (account && !isOwner(account)) {
    return {
      kind: 'refuse',
      message: `${email} already has an account at ${first.name} that is not an owner’s; nothing was changed. Give the owner’s own address.`,
    }
  }
  const otherOwner = accounts.find((a) => isOwner(a) && a.email.toLowerCase() !== email)
  if (!account && otherOwner) {
    return {
      kind: 'refuse',
      message: `${first.name} already has an owner (${otherOwner.email}); nothing was changed. Invite more staff from the studio’s Staff page.`,
    }
  }
  const known = new Set(hostOwners.map((h) => h.host))
  return { kind: 'exists', companyId: first.companyId, addHosts: input.hosts.filter((h) => !known.has(h)), inviteOwner: !account }
}
