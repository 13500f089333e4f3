import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { PlanningForm, PlanningLocation } from '#contract/planning.ts'
import type { PlanType } from '#contract/planning-rules.ts'
import { getDraft, updateDraft } from './draft.ts'
import { planningFormQuery, planningLocationsQuery } from './queries.ts'
import { LOCATIONS_PATH, PLAN_NOW_PATH } from './steps.ts'

/** What the locations, step and review screens work from. */
export type PlanningSession = {
  planType: PlanType
  form: PlanningForm
  locations: PlanningLocation[]
  locationId: number | undefined
}

/**
 * Spec §2 guard: "review, locations and step screens redirect to /plan-now if the planning form
 * has not been loaded". These screens render in the browser only (`ssr: false`), where the draft
 * lives, and the guard runs there:
 * - no plan type in the draft: the visitor never started on /plan-now on this device (a deep
 *   link, a shared URL) → /plan-now;
 * - a plan type: they did, and the form was loaded then. After a reload or a closed tab the
 *   form's definitions are fetched again (from the cache when still there), so the answers
 *   saved on the device come back instead of being sent to the start.
 * `needLocation`: the step and review screens also need a location; with only one it is chosen
 * for the visitor, otherwise they go to the locations screen.
 */
export async function loadPlanningSession(queryClient: QueryClient, needLocation: boolean): Promise<PlanningSession> {
  const draft = getDraft()
  const planType = draft?.planType
  if (!planType) throw redirect({ href: PLAN_NOW_PATH, replace: true })
  const [form, locations] = await Promise.all([
    queryClient.ensureQueryData(planningFormQuery()),
    queryClient.ensureQueryData(planningLocationsQuery()),
  ])
  let locationId = locations.some((l) => l.id === draft.locationId) ? draft.locationId : undefined
  const only = locations.length === 1 ? locations[0] : undefined
  if (locationId === undefined && only) {
    locationId = only.id
    updateDraft((d) => ({ ...d, locationId: only.id }))
  }
  if (needLocation && locationId === undefined) throw redirect({ href: LOCATIONS_PATH, replace: true })
  return { planType, form, locations, locationId }
}
