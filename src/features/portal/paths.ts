import { PORTAL_HOME, portalCasePath, portalReceiptPath } from '#contract/family-paths.ts'

/**
 * The family portal's addresses (spec §2), and where a sign-in may lead back to. Pure: route
 * options and components of every portal screen use them.
 */

export { PORTAL_HOME }
export const LOGIN_PATH = '/family-portal/login'
export const PASSWORD_RESET_PATH = '/family-portal/password-reset'

/** A case's home: `/family-portal/{id}/{nameSlug}` (the api's mails link to the same). */
export const casePath = portalCasePath

/**
 * Screens under /family-portal anyone may open (spec §2: login and password reset; and the two a
 * mail opens for someone who has no account yet: an invitation and the end of a sign-up).
 * Case-insensitive, as spec §2 reads a portal path.
 */
const OPEN_SCREENS = /^\/family-portal\/(login|password-reset|invitation|sign-up)(\/|$)/i

export function isOpenPortalPath(pathname: string): boolean {
  return OPEN_SCREENS.test(pathname)
}

/**
 * Where to go once signed in: the portal or studio address the guard sent someone from (`redirect`, its
 * path and query), or the case list. Anything else (another site, a protocol-relative `//host`,
 * a back-slashed trick, the login page itself) leads to the case list.
 */
export function afterSignIn(redirect: unknown): string {
  if (typeof redirect !== 'string') return PORTAL_HOME
  const target = redirect.trim()
  if (!/^\/(?:family-portal|studio)(?:[/?#]|$)/i.test(target) || /[\\\s]/.test(target) || target.startsWith('//')) return PORTAL_HOME
  if (/^\/family-portal\/login(?:[/?#]|$)/i.test(target)) return PORTAL_HOME
  return target
}

/** The login page that brings someone back to `href` (path and query) once they have signed in. */
export function loginHref(href: string): string {
  const target = afterSignIn(href)
  return target === PORTAL_HOME ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ redirect: target })}`
}

/** The arrangements area's screens (spec §2): packages is the default. */
export const ARRANGEMENT_SCREENS = ['packages', 'selections', 'item', 'details', 'review'] as const
export type ArrangementScreen = (typeof ARRANGEMENT_SCREENS)[number]

/** `/family-portal/{id}/{name}/arrangements/{screen}`. */
export function arrangementsPath(caseId: number, nameSlug: string, screen: ArrangementScreen = 'packages'): string {
  return `${casePath(caseId, nameSlug)}/arrangements/${screen}`
}

/** The case's statement, `/family-portal/{id}/{name}/statement`, and its payment screen (`/statement/payment`). */
export function statementPath(caseId: number, nameSlug: string, screen?: 'payment'): string {
  return `${casePath(caseId, nameSlug)}/statement${screen ? `/${screen}` : ''}`
}

/** A payment's receipt, `/family-portal/{id}/{name}/statement/receipt/{paymentId}` (the receipt mail links to the same). */
export const receiptPath = portalReceiptPath

/** An item of the price list as the arrangements area shows it: `…/arrangements/item?itemId=…`. */
export function arrangementItemPath(caseId: number, nameSlug: string, itemId: number): string {
  return `${arrangementsPath(caseId, nameSlug, 'item')}?${new URLSearchParams({ itemId: String(itemId) })}`
}

/**
 * Where the family picks up their arrangements: the packages until one is chosen, then the
 * selections until nothing is missing but the purchaser, then the details, then the review.
 */
export function nextArrangementScreen(arrangement: {
  packageId: number | null
  selectionsComplete: boolean
  hasPurchaser: boolean
  submittedAt: string | null
}): ArrangementScreen {
  if (arrangement.submittedAt) return 'selections'
  if (arrangement.packageId === null) return 'packages'
  if (!arrangement.selectionsComplete) return 'selections'
  return arrangement.hasPurchaser ? 'review' : 'details'
}

/** A task's screen, `/family-portal/{id}/{name}/task/{type}` (spec §2); `item` for a stationery piece (`review-stationery/{item}`). */
export function taskPath(caseId: number, nameSlug: string, type: string, item?: string): string {
  return `${casePath(caseId, nameSlug)}/task/${type}${item === undefined ? '' : `/${encodeURIComponent(item)}`}`
}
