import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { SessionUser } from '#contract/auth.ts'
import { STAFF_ROLES, staffMay, type StaffArea } from '#contract/staff-roles.ts'
import { users } from '../db/schema.ts'

/** True when the signed-in user is staff whose role works in `area` (contract/staff-roles.ts). */
export function userMay(user: SessionUser | undefined, area: StaffArea): boolean {
  return staffMay(user?.staffRole, area)
}

/**
 * The accounts of a company whose role works in `area`, in SQL, for choosing who to mail or
 * list: enabled staff whose role (null = owner, made before roles) may. The same rule as
 * `staffMay`, written once per area from its table.
 */
export function staffOf(companyId: number, area: StaffArea): SQL {
  const roles = STAFF_ROLES.filter((role) => staffMay(role, area))
  const roleMatches = roles.includes('owner')
    ? or(isNull(users.staffRole), inArray(users.staffRole, roles))
    : inArray(users.staffRole, roles)
  return and(eq(users.companyId, companyId), eq(users.role, 'staff'), isNull(users.disabledAt), roleMatches) as SQL
}
