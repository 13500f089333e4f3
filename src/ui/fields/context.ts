import { createFormHookContexts } from '@tanstack/react-form'

/**
 * The field and form contexts, apart from `form.ts` so the field components can read them
 * while `form.ts` imports the components (no import cycle).
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
