import {
  closeOverlay,
  createOverlayRegistry,
  openOverlay,
  registerOverlay,
  unmountOverlay,
  unregisterOverlay,
  type OverlayRegistry,
} from '#src/lib/overlays.ts'
import type { OverlayRender } from './define.tsx'

export type OverlayStore = ReturnType<typeof createOverlayStore>

/** The registry of src/lib/overlays.ts behind subscribe/getSnapshot, for useSyncExternalStore. */
export function createOverlayStore() {
  let registry: OverlayRegistry<OverlayRender> = createOverlayRegistry()
  const listeners = new Set<() => void>()

  function commit(next: OverlayRegistry<OverlayRender>) {
    if (next === registry) return
    registry = next
    for (const listener of listeners) listener()
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => registry,
    register: (id: string, render: OverlayRender) => commit(registerOverlay(registry, id, render)),
    unregister: (id: string) => commit(unregisterOverlay(registry, id)),
    /** Throws Error('Overlay not found') for an id nobody registered. */
    open(id: string, props: unknown): Promise<unknown> {
      const opened = openOverlay(registry, id, props)
      commit(opened.registry)
      return opened.result
    },
    close: (id: string, result?: unknown) => commit(closeOverlay(registry, id, result)),
    unmount: (id: string) => commit(unmountOverlay(registry, id)),
  }
}
