/** Fails early, with the fix, when the browser the e2e tests drive is not installed. */
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(path)) {
  console.error(`Chromium not found at ${path}. The e2e tests use Debian's Chromium, not a Playwright download.
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at another Chromium binary.`)
  process.exit(1)
}
