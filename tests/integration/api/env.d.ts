/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from '@cloudflare/vitest-plugin'
import type { ApiBindings } from '../../../api/src/env.ts'

declare global {
  namespace Cloudflare {
    interface Env extends ApiBindings {
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}
