import {
  EMPTY_TOAST_STATE,
  addToast,
  dismissAllToasts,
  dismissToast,
  nextToastDeadline,
  pauseToasts,
  resumeToasts,
  tickToasts,
  type ToastInput,
  type ToastState,
} from '#src/lib/toasts.ts'

type Clock = {
  now: () => number
  setTimer: (run: () => void, ms: number) => unknown
  clearTimer: (timer: unknown) => void
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}

export type ToastStore = ReturnType<typeof createToastStore>

/**
 * The queue of src/lib/toasts.ts with a clock: one timer, always set for the next deadline,
 * and a subscribe/getSnapshot pair for useSyncExternalStore.
 */
export function createToastStore(clock: Clock = realClock) {
  let state = EMPTY_TOAST_STATE
  let timer: unknown
  let lastId = 0
  const listeners = new Set<() => void>()

  function commit(next: ToastState) {
    if (next === state) return
    state = next
    schedule()
    for (const listener of listeners) listener()
  }

  function schedule() {
    if (timer !== undefined) clock.clearTimer(timer)
    timer = undefined
    const deadline = nextToastDeadline(state)
    if (deadline === undefined) return
    timer = clock.setTimer(
      () => {
        timer = undefined
        commit(tickToasts(state, clock.now()))
      },
      Math.max(0, deadline - clock.now()),
    )
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => state,
    /** Shows a toast and returns its id; give an id to replace a toast that is still shown. */
    add(input: Omit<ToastInput, 'id'> & { id?: string }): string {
      const id = input.id ?? `toast-${++lastId}`
      commit(addToast(state, { ...input, id }, clock.now()))
      return id
    },
    dismiss: (id: string) => commit(dismissToast(state, id, clock.now())),
    dismissAll: () => commit(dismissAllToasts(state, clock.now())),
    pause: () => commit(pauseToasts(state, clock.now())),
    resume: () => commit(resumeToasts(state, clock.now())),
  }
}
