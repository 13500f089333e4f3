/**
 * A Vite plugin for the browser build: Start's adapter that revives a server function sent inside
 * a page's data (a loader returning one) is replaced by one that never matches (decision 050).
 *
 * Why: the adapter is registered at hydration on every page, and with it came the client side of
 * server-function calls, their framed-stream decoder and seroval's serializer and parser: 11 KB of
 * gzip on every public page, for a feature this app does not use (no loader returns a function;
 * the data a page is rendered with is read by the router's own hydration, which needs none of it).
 * Calling a server function is not affected: the compiler imports its client from
 * `@tanstack/react-start/client-rpc` directly. Should a page's data ever carry one, hydrating it
 * fails with the error below rather than quietly.
 */
import type { Plugin } from 'vite'

const ADAPTER = /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client[\\/]ServerFunctionSerializationAdapter\.js$/

const STAND_IN = `import { createSerializationAdapter } from '@tanstack/router-core'
export const ServerFunctionSerializationAdapter = createSerializationAdapter({
  key: '$TSS/serverfn',
  test: () => false,
  toSerializable: () => ({}),
  fromSerializable: () => {
    throw new Error('A server function in a page\\'s data cannot be revived in this build (build/no-server-functions-in-data.ts).')
  },
})
`

export function noServerFunctionsInData(): Plugin {
  return {
    name: 'no-server-functions-in-data',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      return ADAPTER.test(id) ? STAND_IN : undefined
    },
  }
}
