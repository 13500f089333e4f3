/** Upper bound on waiting for a leave animation (a paused or endless one must not keep an overlay forever). */
export const LEAVE_TIMEOUT_MS = 1000

/**
 * Resolves when the element's own CSS animations and transitions have finished: at once when
 * there are none, which is the case with prefers-reduced-motion (the styles declare motion only
 * for no-preference) and in jsdom (no getAnimations).
 */
export function leaveTransitionDone(element: Element): Promise<void> {
  if (typeof element.getAnimations !== 'function') return Promise.resolve()
  // getAnimations() flushes styles, so a leave animation started by this render is included.
  const running = element.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
  if (!running.length) return Promise.resolve()
  const finished = Promise.allSettled(running.map((animation) => animation.finished)).then(() => undefined)
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, LEAVE_TIMEOUT_MS))
  return Promise.race([finished, timeout])
}
