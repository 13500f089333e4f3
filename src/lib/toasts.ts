/**
 * The toast queue (spec §3, §4, §8, §9) as pure functions. Time is passed in as `now` (ms), so the
 * rules are tested without a clock; `src/ui/toast/store.ts` feeds them `Date.now()` and one timer.
 *
 * Spec §4: toasts are queued and shown one at a time. The first toast of the queue is the one on
 * screen (also while it fades out); only its clock runs. The others wait, their time untouched,
 * and the next one starts when the shown one has gone.
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

/** A toast with its clock: the time it has left and since when that time is running (only the shown one's runs). */
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

/** The toast on screen: the first of the queue (undefined when there is none). */
export function shownToast(state: ToastState): QueuedToast | undefined {
  return state.toasts[0]
}

/** Starts the shown toast's clock at `at` when it is open, waiting and nothing is paused. */
function startShown(state: ToastState, at: number): ToastState {
  const [first, ...rest] = state.toasts
  if (!first || state.paused || !first.open || first.runningSince !== null) return state
  return { ...state, toasts: [{ ...first, runningSince: at }, ...rest] }
}

/**
 * Queues a toast at the end (or replaces the one with the same id in its place, restarting its
 * time); keeps the last TOAST_LIMIT. It is shown at once only when nothing else is.
 */
export function addToast(state: ToastState, input: ToastInput, now: number): ToastState {
  const toast = createToast(input)
  const queued: QueuedToast = { ...toast, remainingMs: lifetime(toast.duration), runningSince: null, closedAt: null }
  const replaced = state.toasts.some((t) => t.id === toast.id)
  const toasts = replaced ? state.toasts.map((t) => (t.id === toast.id ? queued : t)) : [...state.toasts, queued]
  return startShown({ ...state, toasts: toasts.slice(-TOAST_LIMIT) }, now)
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

/** Deletes a toast at once, without its leave transition; the next one is shown from `now`. */
export function removeToast(state: ToastState, id: string, now = 0): ToastState {
  if (!state.toasts.some((t) => t.id === id)) return state
  return startShown({ ...state, toasts: state.toasts.filter((t) => t.id !== id) }, now)
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

/** Restarts the shown toast's clock from the time it had left. */
export function resumeToasts(state: ToastState, now: number): ToastState {
  if (!state.paused) return state
  return startShown({ ...state, paused: false }, now)
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
 * Moves time forward: the shown toast closes when its time runs out (at the moment it was due, so
 * a late timer does not stretch the leave), toasts closed at least TOAST_REMOVE_DELAY_MS ago go,
 * and when the shown one has gone the next one is shown from that moment, and so on.
 */
export function tickToasts(state: ToastState, now: number): ToastState {
  let current = state
  for (;;) {
    const first = shownToast(current)
    if (!first) break
    const due = closesAt(first)
    const head = due !== undefined && due <= now ? closeAt(first, due) : first
    const gone = deletedAt(head)
    if (gone !== undefined && gone <= now) {
      current = startShown({ ...current, toasts: current.toasts.slice(1) }, gone)
      continue
    }
    if (head !== first) current = { ...current, toasts: [head, ...current.toasts.slice(1)] }
    break
  }
  // A waiting toast closed before its turn goes too (it was never on screen).
  const [first, ...waiting] = current.toasts
  const kept = waiting.filter((t) => {
    const gone = deletedAt(t)
    return gone === undefined || gone > now
  })
  if (first && kept.length !== waiting.length) current = { ...current, toasts: [first, ...kept] }
  return current
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
