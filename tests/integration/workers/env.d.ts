/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from '@cloudflare/vitest-plugin'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      /** The built web Worker again, with UPSTREAM_URL pointing where nothing answers. */
      WEB_UPSTREAM_DOWN: Fetcher
    }
  }
}
