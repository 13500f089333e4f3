/** One place of a case in the studio: its overview and the screens that work one part of it. */
export type CasePlace = {
  to:
    | '/studio/cases/$id'
    | '/studio/cases/$id/family'
    | '/studio/cases/$id/tasks'
    | '/studio/cases/$id/services'
    | '/studio/cases/$id/statement'
    | '/studio/cases/$id/obituary'
    | '/studio/cases/$id/stationery'
    | '/studio/cases/$id/video'
    | '/studio/cases/$id/payments'
  label: string
}

/** A case's places, in the order its navigation shows them. */
export const CASE_PLACES: readonly CasePlace[] = [
  { to: '/studio/cases/$id', label: 'Overview' },
  { to: '/studio/cases/$id/family', label: 'Family' },
  { to: '/studio/cases/$id/tasks', label: 'Tasks' },
  { to: '/studio/cases/$id/services', label: 'Services' },
  { to: '/studio/cases/$id/statement', label: 'Statement' },
  { to: '/studio/cases/$id/obituary', label: 'Obituary' },
  { to: '/studio/cases/$id/stationery', label: 'Printed pieces' },
  { to: '/studio/cases/$id/video', label: 'Video' },
  { to: '/studio/cases/$id/payments', label: 'Payments' },
]
