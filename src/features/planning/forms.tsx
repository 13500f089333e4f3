import { lazyForm } from '#src/ui/fields/lazy-form.tsx'
import { PlanningPending } from './PlanningPage.tsx'

/**
 * The planning flow's form screens, loaded on demand (src/ui/fields/lazy-form.tsx): no planning page
 * carries react-form, zod or the phone rules in its first load. Their routes' loaders `preload`
 * them, beside the form's definitions, so the loading screen covers both.
 */
export const PlanTypeForm = lazyForm(() => import('./PlanTypeChoice.tsx').then((m) => m.PlanTypeChoice), {
  fallback: <PlanningPending />,
})
export const LocationForm = lazyForm(() => import('./LocationChoice.tsx').then((m) => m.LocationChoice), {
  fallback: <PlanningPending />,
})
export const StepForm = lazyForm(() => import('./StepForm.tsx').then((m) => m.StepForm), { fallback: <PlanningPending /> })
