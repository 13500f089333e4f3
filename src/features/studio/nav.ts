import { staffMay, type StaffArea, type StaffRole } from '#contract/staff-roles.ts'

/** One place of the studio's navigation and the area of work it belongs to (contract/staff-roles.ts). */
export type StudioNavItem = {
  to:
    | '/studio'
    | '/studio/requests'
    | '/studio/cases'
    | '/studio/obituaries'
    | '/studio/editor'
    | '/studio/staff'
    | '/studio/wall'
    | '/studio/orders'
    | '/studio/payments'
    | '/studio/prices'
    | '/studio/settings/domains'
    | '/studio/settings/data'
  label: string
  area: StaffArea
}

/**
 * The studio's places, in the order the bar shows them. The bar marks a place current on its own
 * address only (StudioFrame's `exact`), so Today (`/studio`) is not current on every studio page.
 */
export const STUDIO_NAV: readonly StudioNavItem[] = [
  { to: '/studio', label: 'Today', area: 'cases' },
  { to: '/studio/cases', label: 'Cases', area: 'cases' },
  { to: '/studio/requests', label: 'Requests', area: 'cases' },
  { to: '/studio/obituaries', label: 'Obituaries', area: 'cases' },
  { to: '/studio/wall', label: 'Wall', area: 'cases' },
  { to: '/studio/orders', label: 'Orders', area: 'payments' },
  { to: '/studio/payments', label: 'Payments', area: 'payments' },
  { to: '/studio/prices', label: 'Prices', area: 'prices' },
  { to: '/studio/editor', label: 'Edit the site', area: 'pages' },
  { to: '/studio/staff', label: 'Staff', area: 'staff' },
  { to: '/studio/settings/domains', label: 'Domains', area: 'settings' },
  { to: '/studio/settings/data', label: 'Your data', area: 'settings' },
]

/** The places a staff member's role may work in: a site editor sees only the site, a director only the cases. */
export function studioNavFor(role: StaffRole | null): StudioNavItem[] {
  return STUDIO_NAV.filter((item) => staffMay(role, item.area))
}
