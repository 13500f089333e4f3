/**
 * The toast queue (spec §3, §4, §8, §9) as pure functions. Time is passed in as `now` (ms), so the
 * rules are tested without a clock; `src/ui/toast/store.ts` feeds them `Date.now()` and one timer.
 */

/** Spec §9: at most this many toasts are kept; adding another drops the oldest. */
export const TOAST_LIMIT = 5
/** Spec §4, §9: a closed toast is deleted this long after it closed (its leave transition). */
export const TOAST_REMOVE_DELAY_MS = 200
/** Spec §9: default time a toast stays open. */
export const TOAST_DURATION_MS = 5000
/** Spec §9: the viewport sits bottom-right. */
export const TOAST_POSITION = 'bottom-right'
/** Spec §9: space between stacked toasts. */
export const TOAST_GAP_PX = 16

export type ToastColor = 'success' | 'error'
export type ToastIcon = 'check' | 'exclamation'

/** Spec §8: success with a check icon, error with an exclamation icon. */
export const TOAST_ICON: Readonly<Record<ToastColor, ToastIcon>> = { success: 'check', error: 'exclamation' }

/** How urgently a screen reader reads a toast: errors interrupt, successes wait their turn. */
export const TOAST_POLITENESS: Readonly<Record<ToastColor, 'polite' | 'assertive'>> = {
  success: 'polite',
  error: 'assertive',
}

export type ToastAction = {
  label: string
  /** Runs on click; the toast closes afterwards. */
  onClick?: () => void
}

export type ToastAvatar = { src: string; alt: string }

/** Spec §3: id, title, description, icon, avatar, color, actions, close, duration, open. */
export type Toast = {
  id: string
  title: string
  description?: string
  icon: ToastIcon
  avatar?: ToastAvatar
  color: ToastColor
  actions: readonly ToastAction[]
  /** Whether a close button is shown. */
  close: boolean
  /** Ms before it closes by itself; 0 or Infinity keeps it until closed. */
  duration: number
  open: boolean
}

export type ToastInput = Pick<Toast, 'id' | 'title' | 'color'> & Partial<Omit<Toast, 'id' | 'title' | 'color' | 'open'>>

/** A toast with its clock: the time it has left and since when that time is running. */
export type QueuedToast = Toast & {
  /** Ms left before it closes by itself (Infinity when it never does). */
  remainingMs: number
  /** When the remaining time started running; null while paused. */
  runningSince: number | null
  /** When it closed; it is deleted TOAST_REMOVE_DELAY_MS later. */
  closedAt: number | null
}

export type ToastState = {
  toasts: readonly QueuedToast[]
  /** While the viewport is hovered or focused no timer runs, so nothing moves under the reader. */
  paused: boolean
}

export const EMPTY_TOAST_STATE: ToastState = { toasts: [], paused: false }

/** A toast with the defaults filled in (spec §9 duration, spec §8 icon per colour, a close button). */
export function createToast(input: ToastInput): Toast {
  // Field by field, so an option passed as undefined still gets its default.
  return {
    id: input.id,
    title: input.title,
    description: input.description,
    icon: input.icon ?? TOAST_ICON[input.color],
    avatar: input.avatar,
    color: input.color,
    actions: input.actions ?? [],
    close: input.close ?? true,
    duration: input.duration ?? TOAST_DURATION_MS,
    open: true,
  }
}

function lifetime(duration: number): number {
  return duration > 0 ? duration : Infinity
}

/** Adds a toast (or replaces the one with the same id, restarting its time); keeps the last TOAST_LIMIT. */
export function addToast(state: ToastState, input: ToastInput, now: number): ToastState {
  const toast = createToast(input)
  const queued: QueuedToast = {
    ...toast,
    remainingMs: lifetime(toast.duration),
    runningSince: state.paused ? null : now,
    closedAt: null,
  }
  const others = state.toasts.filter((t) => t.id !== toast.id)
  return { ...state, toasts: [...others, queued].slice(-TOAST_LIMIT) }
}

function closeAt(toast: QueuedToast, at: number): QueuedToast {
  return { ...toast, open: false, runningSince: null, closedAt: at }
}

/** Closes a toast (spec §4 "removing marks it closed"); it is deleted TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(state: ToastState, id: string, now: number): ToastState {
  if (!state.toasts.some((t) => t.id === id && t.open)) return state
  return { ...state, toasts: state.toasts.map((t) => (t.id === id && t.open ? closeAt(t, now) : t)) }
}

/** Closes every open toast. */
export function dismissAllToasts(state: ToastState, now: number): ToastState {
  if (!state.toasts.some((t) => t.open)) return state
  return { ...state, toasts: state.toasts.map((t) => (t.open ? closeAt(t, now) : t)) }
}

/** Deletes a toast at once, without its leave transition. */
export function removeToast(state: ToastState, id: string): ToastState {
  if (!state.toasts.some((t) => t.id === id)) return state
  return { ...state, toasts: state.toasts.filter((t) => t.id !== id) }
}

/** Stops every open toast's clock, keeping the time it has left. */
export function pauseToasts(state: ToastState, now: number): ToastState {
  if (state.paused) return state
  return {
    paused: true,
    toasts: state.toasts.map((t) =>
      t.runningSince === null ? t : { ...t, remainingMs: t.remainingMs - (now - t.runningSince), runningSince: null },
    ),
  }
}

/** Restarts the clocks of open toasts from the time they had left. */
export function resumeToasts(state: ToastState, now: number): ToastState {
  if (!state.paused) return state
  return { paused: false, toasts: state.toasts.map((t) => (t.open ? { ...t, runningSince: now } : t)) }
}

/** When an open toast closes by itself (undefined: paused or never). */
function closesAt(toast: QueuedToast): number | undefined {
  if (!toast.open || toast.runningSince === null || toast.remainingMs === Infinity) return undefined
  return toast.runningSince + toast.remainingMs
}

/** When a closed toast is deleted. */
function deletedAt(toast: QueuedToast): number | undefined {
  return toast.closedAt === null ? undefined : toast.closedAt + TOAST_REMOVE_DELAY_MS
}

/**
 * Moves time forward: toasts whose time ran out close (at the moment they were due, so a late
 * timer does not stretch the leave), and toasts closed at least TOAST_REMOVE_DELAY_MS ago go.
 */
export function tickToasts(state: ToastState, now: number): ToastState {
  let changed = false
  const toasts: QueuedToast[] = []
  for (const toast of state.toasts) {
    const due = closesAt(toast)
    const current = due !== undefined && due <= now ? closeAt(toast, due) : toast
    const gone = deletedAt(current)
    if (current !== toast) changed = true
    if (gone !== undefined && gone <= now) {
      changed = true
      continue
    }
    toasts.push(current)
  }
  return changed ? { ...state, toasts } : state
}

/** The next moment tickToasts has something to do, or undefined when nothing is pending. */
export function nextToastDeadline(state: ToastState): number | undefined {
  let next: number | undefined
  for (const toast of state.toasts) {
    for (const at of [closesAt(toast), deletedAt(toast)]) {
      if (at !== undefined && (next === undefined || at < next)) next = at
    }
  }
  return next
}

/** What a screen reader hears: the title, then the description as its own sentence. */
export function toastAnnouncement(toast: Pick<Toast, 'title' | 'description'>): string {
  if (!toast.description) return toast.title
  const title = /[.!?…]$/.test(toast.title) ? toast.title : `${toast.title}.`
  return `${title} ${toast.description}`
}
