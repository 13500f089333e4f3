/**
 * The overlay registry (spec §4) as pure functions over an immutable map: overlays are opened,
 * closed (resolving a result) and unmounted after their leave transition; an unknown id raises
 * 'Overlay not found'. `D` is whatever renders the overlay; this module never looks inside it.
 * The one effect is settling the promise `openOverlay` handed out, which is the point of closing.
 */

/** Spec §4: the message of the error raised for an unknown overlay id. */
export const OVERLAY_NOT_FOUND = 'Overlay not found'

/** closed: not rendered; open: shown; leaving: result settled, leave transition still playing. */
export type OverlayPhase = 'closed' | 'open' | 'leaving'

export type Deferred<T> = { readonly promise: Promise<T>; readonly resolve: (value: T) => void }

/** A promise with its resolve function (Promise.withResolvers is too new for older phones). */
export function createDeferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

export type OverlayEntry<D> = {
  readonly id: string
  readonly definition: D
  readonly phase: OverlayPhase
  /** What the opener passed; kept through the leave so the content does not change as it fades. */
  readonly props: unknown
  /** The opener's pending result; null once settled or before the first open. */
  readonly pending: Deferred<unknown> | null
}

export type OverlayRegistry<D> = ReadonlyMap<string, OverlayEntry<D>>

export function createOverlayRegistry<D>(): OverlayRegistry<D> {
  return new Map()
}

function withEntry<D>(registry: OverlayRegistry<D>, entry: OverlayEntry<D>): OverlayRegistry<D> {
  return new Map(registry).set(entry.id, entry)
}

/** The entry for an id; throws Error('Overlay not found') for an id never registered. */
export function getOverlay<D>(registry: OverlayRegistry<D>, id: string): OverlayEntry<D> {
  const entry = registry.get(id)
  if (!entry) throw new Error(OVERLAY_NOT_FOUND)
  return entry
}

/** Makes an id openable. Registering again swaps what renders it and keeps its state (hot reload). */
export function registerOverlay<D>(registry: OverlayRegistry<D>, id: string, definition: D): OverlayRegistry<D> {
  const existing = registry.get(id)
  if (existing?.definition === definition) return registry
  return withEntry(registry, existing ? { ...existing, definition } : { id, definition, phase: 'closed', props: undefined, pending: null })
}

/** Forgets an id (its owner went away): a waiting opener gets undefined, and nothing is left on screen. */
export function unregisterOverlay<D>(registry: OverlayRegistry<D>, id: string): OverlayRegistry<D> {
  const entry = registry.get(id)
  if (!entry) return registry
  entry.pending?.resolve(undefined)
  const next = new Map(registry)
  next.delete(id)
  return next
}

/**
 * Opens an overlay with the given props and hands back a promise of its result. Opening one that
 * is already open replaces its props, and the earlier opener gets undefined, as if dismissed.
 */
export function openOverlay<D>(
  registry: OverlayRegistry<D>,
  id: string,
  props: unknown,
): { registry: OverlayRegistry<D>; result: Promise<unknown> } {
  const entry = getOverlay(registry, id)
  entry.pending?.resolve(undefined)
  const pending = createDeferred<unknown>()
  return { registry: withEntry(registry, { ...entry, phase: 'open', props, pending }), result: pending.promise }
}

/** Closes an open overlay and resolves its opener's promise with `result`; a second close is a no-op. */
export function closeOverlay<D>(registry: OverlayRegistry<D>, id: string, result?: unknown): OverlayRegistry<D> {
  const entry = getOverlay(registry, id)
  if (entry.phase !== 'open') return registry
  entry.pending?.resolve(result)
  return withEntry(registry, { ...entry, phase: 'leaving', pending: null })
}

/** Takes a closed overlay off the screen once its leave transition is over; ignored if it was reopened meanwhile. */
export function unmountOverlay<D>(registry: OverlayRegistry<D>, id: string): OverlayRegistry<D> {
  const entry = getOverlay(registry, id)
  if (entry.phase !== 'leaving') return registry
  return withEntry(registry, { ...entry, phase: 'closed', props: undefined })
}

/** The overlays to render: open ones and those still leaving, in the order they were registered. */
export function mountedOverlays<D>(registry: OverlayRegistry<D>): OverlayEntry<D>[] {
  return [...registry.values()].filter((entry) => entry.phase !== 'closed')
}
