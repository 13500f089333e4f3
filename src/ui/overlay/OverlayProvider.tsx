import { Fragment, createContext, use, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { mountedOverlays, type OverlayEntry } from '#src/lib/overlays.ts'
import type { OverlayControls, OverlayDefinition, OverlayRender } from './define.tsx'
import { createOverlayStore, type OverlayStore } from './store.ts'

const OverlayContext = createContext<OverlayStore | null>(null)

function controlsFor(store: OverlayStore, entry: OverlayEntry<OverlayRender>): OverlayControls<unknown> {
  return {
    open: entry.phase === 'open',
    close: (result) => store.close(entry.id, result),
    // The owner may have unregistered it while it was leaving; then there is nothing left to unmount.
    afterLeave: () => {
      if (store.getSnapshot().has(entry.id)) store.unmount(entry.id)
    },
  }
}

/**
 * Holds the overlays (spec §4) and renders the open ones after its children. Mounted by the
 * screens that open overlays (the family portal's layout, the /_ui playground), inside .site so
 * overlays get the site's design variables; public pages have none and do not carry it.
 */
export function OverlayProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createOverlayStore)
  const registry = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  return (
    <OverlayContext value={store}>
      {children}
      {mountedOverlays(registry).map((entry) => (
        <Fragment key={entry.id}>{entry.definition(entry.props, controlsFor(store, entry))}</Fragment>
      ))}
    </OverlayContext>
  )
}

function useOverlayStore(): OverlayStore {
  const store = use(OverlayContext)
  if (!store) throw new Error('useOverlay needs an <OverlayProvider> above it')
  return store
}

type Target = OverlayDefinition<unknown, unknown> | string

const idOf = (target: Target) => (typeof target === 'string' ? target : target.id)

export type OverlayApi = {
  /**
   * Opens a registered overlay; the promise resolves with its result when it closes (undefined
   * when dismissed: Escape, the close button, the backdrop). An unknown id throws
   * Error('Overlay not found') right away.
   */
  open: {
    <P, R>(overlay: OverlayDefinition<P, R>, props: P): Promise<R | undefined>
    (id: string, props?: object): Promise<unknown>
  }
  /** Closes it from outside, resolving its opener with `result`. */
  close: (overlay: Target, result?: unknown) => void
}

export function useOverlay(): OverlayApi {
  const store = useOverlayStore()
  return useMemo(() => {
    function open<P, R>(overlay: OverlayDefinition<P, R>, props: P): Promise<R | undefined>
    function open(id: string, props?: object): Promise<unknown>
    function open(target: Target, props?: unknown): Promise<unknown> {
      return store.open(idOf(target), props)
    }
    return { open, close: (target, result) => store.close(idOf(target), result) }
  }, [store])
}

/** Makes an overlay openable while the calling component is mounted; when it goes, so does the overlay. */
export function useRegisterOverlay<P, R>(overlay: OverlayDefinition<P, R>): void {
  const store = useOverlayStore()
  const { id, render } = overlay
  useEffect(() => {
    store.register(id, render)
    return () => store.unregister(id)
  }, [store, id, render])
}
