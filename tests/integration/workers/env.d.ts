/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from '@cloudflare/vitest-plugin'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      /** The built web Worker again, with UPSTREAM_URL pointing where nothing answers. */
      WEB_UPSTREAM_DOWN: Fetcher
      /** The built api Worker itself (as the web Worker's UPSTREAM binding reaches it). */
      API: Fetcher
      /** The built api Worker with UPSTREAM_SECRET set, and the built web Worker sending it. */
      API_WITH_SECRET: Fetcher
      WEB_WITH_SECRET: Fetcher
      TEST_UPSTREAM_SECRET: string
    }
  }
}
