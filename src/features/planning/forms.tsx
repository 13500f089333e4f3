import { retriableImport } from '#src/lib/retriable-import.ts'
import { lazyForm } from '#src/ui/fields/lazy-form.tsx'
import { PlanningPending } from './PlanningPage.tsx'

/**
 * The planning flow's form screens, loaded on demand (src/ui/fields/lazy-form.tsx): no planning page
 * carries react-form, zod or the phone rules in its first load. Their routes' loaders `preload`
 * them, beside the form's definitions, so the loading screen covers both.
 */
export const PlanTypeForm = lazyForm(
  retriableImport(
    () => import('./PlanTypeChoice.tsx'),
    (m) => m.PlanTypeChoice,
  ),
  {
    fallback: <PlanningPending />,
  },
)
export const LocationForm = lazyForm(
  retriableImport(
    () => import('./LocationChoice.tsx'),
    (m) => m.LocationChoice,
  ),
  {
    fallback: <PlanningPending />,
  },
)
export const StepForm = lazyForm(
  retriableImport(
    () => import('./StepForm.tsx'),
    (m) => m.StepForm,
  ),
  { fallback: <PlanningPending /> },
)
