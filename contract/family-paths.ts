/**
 * The family portal's api paths (spec §7 "Family cases", "Family arrangements", "Other family
 * calls"), schema-free so screens can name them without loading zod (decision 023). The calls
 * themselves, with their shapes, are declared in family.ts and arrangements.ts.
 */

export const FAMILY_CASES_PATH = '/api/family/cases'

/** A path under one case: `/api/family/cases/{caseId}` plus `rest` (`/tasks`, `/members` …). */
export function familyCasePath(caseId: number, rest = ''): string {
  return `${FAMILY_CASES_PATH}/${caseId}${rest}`
}

/** The arrangement of a case, and paths under it. */
export function arrangementPath(caseId: number, rest = ''): string {
  return `/api/family/arrangements/${caseId}${rest}`
}

/** An invitation by its token, and `/accept`. */
export function invitationPath(token: string, rest = ''): string {
  return `/api/family/invitation/${encodeURIComponent(token)}${rest}`
}

/** The family portal's own address: its case list (spec §2). */
export const PORTAL_HOME = '/family-portal'

/** The studio's own address: where the funeral home's staff work (issue 37). */
export const STUDIO_HOME = '/studio'

/**
 * Where someone goes once signed in: where they were sent from, and when that was only the
 * portal's home (no particular screen), their own home: the studio for staff, the portal for a family.
 */
export function homeAfterSignIn(next: string, role: 'family' | 'staff'): string {
  return next === PORTAL_HOME && role === 'staff' ? STUDIO_HOME : next
}

/** A case's home in the portal, `/family-portal/{id}/{nameSlug}` (spec §2): for screens and mailed links alike. */
export function portalCasePath(caseId: number, nameSlug: string): string {
  return `/family-portal/${caseId}/${encodeURIComponent(nameSlug)}`
}

/** A payment's receipt in the portal, `/family-portal/{id}/{nameSlug}/statement/receipt/{paymentId}`: for the screens and the receipt mail. */
export function portalReceiptPath(caseId: number, nameSlug: string, paymentId: number): string {
  return `${portalCasePath(caseId, nameSlug)}/statement/receipt/${paymentId}`
}
