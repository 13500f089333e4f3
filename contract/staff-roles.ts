/**
 * What each member of a funeral home's staff may do (issue 37): one rule, read by the api's
 * guards, the studio's navigation and its screens. No schema here, so a screen that only asks
 * "may this person…" loads no zod.
 */

/** Owner: everything. Director: the cases and their money. Site editor: the site's pages. */
export const STAFF_ROLES = ['owner', 'director', 'site_editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** What the studio's work is divided into; every staff call names the one it belongs to. */
export const STAFF_AREAS = ['cases', 'payments', 'pages', 'staff', 'prices', 'settings'] as const
export type StaffArea = (typeof STAFF_AREAS)[number]

const AREAS_OF: Record<StaffRole, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  director: ['cases', 'payments'],
  site_editor: ['pages'],
}

/** True when a staff member with `role` may work in `area`; a family account (null) never may. */
export function staffMay(role: StaffRole | null | undefined, area: StaffArea): boolean {
  return role != null && AREAS_OF[role].includes(area)
}

/** The words the studio shows for each role. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  director: 'Funeral director',
  site_editor: 'Site editor',
}

/** The 403 of a staff call the role does not allow (and of a family account calling one). */
export const STAFF_ROLE_REFUSED = 'Your role at the funeral home does not allow this.'

/** The studio's own address (a folder of src/routes, a signed-in area: decision 050). */
export const STUDIO_PATH = '/studio'
