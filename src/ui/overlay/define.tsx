import type { ComponentType, ReactNode } from 'react'

/** What an overlay's component gets from the provider, besides the props its opener passed. */
export type OverlayControls<R> = {
  /** False once closed: play the leave transition, then call afterLeave. */
  open: boolean
  /** Closes it and resolves the opener's promise; without a result the opener gets undefined (dismissed). */
  close: (result?: R) => void
  /** Call when the leave transition is over: the overlay is then unmounted. */
  afterLeave: () => void
}

export type OverlayProps<P, R> = P & { overlay: OverlayControls<R> }

/** Renders an overlay from the props stored in the registry (see src/lib/overlays.ts). */
export type OverlayRender = (props: unknown, overlay: OverlayControls<unknown>) => ReactNode

/** An overlay id tied to its component, so `open(definition, props)` checks the props and types the result. */
export type OverlayDefinition<P, R> = {
  readonly id: string
  readonly render: OverlayRender
  /** Never set: carries P and R for the type checker only. */
  readonly types?: { props: P; result: R }
}

/**
 * Names an overlay component. Call it once at module level (the definition's identity is what
 * the registry compares), then register it with useRegisterOverlay and open it with useOverlay.
 */
export function defineOverlay<P extends object, R = never>(
  id: string,
  Component: ComponentType<OverlayProps<P, R>>,
): OverlayDefinition<P, R> {
  return {
    id,
    // The registry stores props as unknown; open() only accepts a P for this definition.
    render: (props, overlay) => <Component {...(props as P)} overlay={overlay} />,
  }
}
