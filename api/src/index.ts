import { createApiApp } from './app.ts'
import type { ApiBindings } from './env.ts'
import { scheduledHandler } from './scheduled.ts'

// The entry exports only the Worker's handlers: workerd takes every named export of the main
// module for an entrypoint and refuses one that is not (a constant, a helper). scheduled.ts has
// the cron's parts.
export default {
  fetch: createApiApp().fetch,
  scheduled: scheduledHandler(),
} satisfies ExportedHandler<ApiBindings>
