import { getGlobalStartContext } from '@tanstack/react-start'

/**
 * What a page load keeps while it runs: on the server, for one request (the site document the
 * root read, the request's query client), so routes share it without sending it with the page;
 * in the browser, for the life of the tab (or `maxAgeMs`). Each request's map hangs off Start's
 * request context, so it goes when the request does.
 */
type Entry = { value: unknown; at: number }

const requestScopes = new WeakMap<object, Map<string, Entry>>()
const tabScope = new Map<string, Entry>()

function currentScope(): Map<string, Entry> {
  let request: object | undefined
  try {
    request = getGlobalStartContext()
  } catch {
    // Outside a request (unit tests, build-time code): one scope, like a tab's.
    request = undefined
  }
  if (!request) return tabScope
  let scope = requestScopes.get(request)
  if (!scope) {
    scope = new Map()
    requestScopes.set(request, scope)
  }
  return scope
}

/**
 * The value kept under `key`, made by `make` when there is none (or it is older than
 * `maxAgeMs`). A promise that fails is not kept: the next call tries again.
 */
export function keep<T>(key: string, make: () => T, maxAgeMs = Infinity): T {
  const scope = currentScope()
  const held = scope.get(key)
  if (held && Date.now() - held.at <= maxAgeMs) return held.value as T
  const entry: Entry = { value: make(), at: Date.now() }
  scope.set(key, entry)
  if (entry.value instanceof Promise) {
    entry.value.catch(() => {
      if (scope.get(key) === entry) scope.delete(key)
    })
  }
  return entry.value as T
}

/** Keeps a value already at hand (what a server-rendered page arrived with) under `key`. */
export function remember<T>(key: string, value: T): void {
  currentScope().set(key, { value, at: Date.now() })
}

/** The value kept under `key`, if any (never makes one). */
export function kept<T>(key: string): T | undefined {
  return currentScope().get(key)?.value as T | undefined
}
