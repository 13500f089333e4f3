import { isApiError } from '#contract/errors.ts'
import { fileTooLarge, UPLOAD_RULES, type UploadKind } from '#contract/files.ts'
import { RETRY_STATUS_CODES } from '#core/http/retry.ts'
import { problemSentence } from '#src/lib/problem-sentence.ts'

/**
 * The family's uploads as pure rules (issue 19 point 3, decision 038): what is checked before a
 * file is sent, what a failure says and whether sending it again can help, and the queue of files
 * on a task screen with its transitions. The screens and the hook only call these.
 */

type FileFacts = { name: string; type: string; size: number }

/** The server's own words for a file it would refuse (api/src/media/store.ts readUpload), said before sending it. */
export function fileProblem(kind: UploadKind, file: FileFacts): string | undefined {
  const rules = UPLOAD_RULES[kind]
  if (file.size === 0) return 'This file is empty'
  // A browser that cannot name the type (some phones, unusual extensions) leaves it to the server, which reads the bytes.
  if (file.type !== '' && !(rules.accept as readonly string[]).includes(file.type)) return `Please choose ${rules.label}`
  if (file.size > rules.maxBytes) return fileTooLarge(kind)
  return undefined
}

/** The `accept` attribute of a picker: the types by name, so a phone offers its camera roll (or its music). */
export function acceptAttribute(kind: UploadKind): string {
  return UPLOAD_RULES[kind].accept.join(',')
}

/** "JPEG, PNG, WebP or GIF image, up to 15 MB": the hint under a picker. */
export function uploadHint(kind: UploadKind): string {
  const rules = UPLOAD_RULES[kind]
  return `${rules.label.replace(/^an? /, '').replace(/^./, (c) => c.toUpperCase())}, up to ${rules.maxBytes / 1024 / 1024} MB.`
}

export type UploadFailure = { message: string; retryable: boolean }

/**
 * What a failed upload says, and whether sending the same file again can help: a dropped
 * connection, a timeout, a busy or failing server can; a file the server refused (422, 413) cannot,
 * and its message is the server's.
 */
export function uploadFailure(error: unknown): UploadFailure {
  // No answer (offline, a dropped connection): the product's one offline sentence; nothing reached the server.
  if (!isApiError(error)) return { message: problemSentence(error), retryable: true }
  if (error.statusCode === 401)
    return { message: 'Your session has ended. Please sign in again, then add this file again.', retryable: false }
  if (RETRY_STATUS_CODES.has(error.statusCode)) {
    return {
      message: error.detail && error.statusCode === 503 ? error.detail : 'The file was not saved. Please try again in a moment.',
      retryable: true,
    }
  }
  const fieldMessage = error.errors ? Object.values(error.errors)[0] : undefined
  return { message: fieldMessage ?? error.detail ?? 'The file was not accepted.', retryable: false }
}

// ---------------------------------------------------------------------------------------------
// The queue: every file chosen on a screen, from chosen to saved (or refused, or failed).

/**
 * checking: a picture being read and drawn before it may be sent (issue 34 point 5); ready:
 * chosen, its caption or title still editable, not sent until the person says so; waiting: its
 * turn to be sent is coming; preparing: being resized; sending; saved; failed (may be sent again
 * when `retryable`); refused: never sent (wrong type, too large, a picture that cannot be shown).
 */
export type QueuePhase = 'checking' | 'refused' | 'ready' | 'waiting' | 'preparing' | 'sending' | 'saved' | 'failed'

export type QueueItem<R = unknown> = {
  key: string
  file: File
  /** A caption or a track title, sent with the file where the api takes one. */
  title: string
  phase: QueuePhase
  /** 0–100 while sending; undefined while unknown (the bar is indeterminate). */
  percent: number | undefined
  message: string | undefined
  retryable: boolean
  result: R | undefined
  /** Sent as soon as its check passes: it was chosen on a screen that sends at once, or "Upload" was pressed while it was checked. */
  queued: boolean
}

export type QueueAction<R = unknown> =
  | {
      type: 'add'
      items: readonly { key: string; file: File; problem: string | undefined; title?: string; check?: boolean }[]
      start: boolean
    }
  | { type: 'checked'; key: string; problem: string | undefined }
  | { type: 'start' }
  | { type: 'title'; key: string; title: string }
  | { type: 'prepare'; key: string }
  | { type: 'send'; key: string }
  | { type: 'progress'; key: string; percent: number | undefined }
  | { type: 'saved'; key: string; result: R }
  | { type: 'failed'; key: string; failure: UploadFailure }
  | { type: 'retry'; key: string }
  | { type: 'dismiss'; key: string }

/** Titles start from the file's name without its extension: "Grandpa at the lake". */
export function titleFromName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_]+/g, ' ')
    .trim()
    .slice(0, 200)
}

/** A caption or title may be typed until the file is on its way (while it is checked, too: that may take a moment on a phone). */
export function titleEditable(item: Pick<QueueItem, 'phase' | 'queued'>): boolean {
  return item.phase === 'ready' || (item.phase === 'checking' && !item.queued)
}

/** The files "Upload N" would send: ready ones, and those still being checked that nobody asked to send yet. */
export function startable<R>(queue: readonly QueueItem<R>[]): number {
  return queue.filter(titleEditable).length
}

function update<R>(queue: readonly QueueItem<R>[], key: string, change: (item: QueueItem<R>) => QueueItem<R>): QueueItem<R>[] {
  return queue.map((item) => (item.key === key ? change(item) : item))
}

/** The queue's one reducer: every change of a file's phase goes through it. */
export function queueReducer<R>(queue: readonly QueueItem<R>[], action: QueueAction<R>): QueueItem<R>[] {
  switch (action.type) {
    case 'add':
      return [
        ...queue,
        ...action.items.map(({ key, file, problem, title, check }): QueueItem<R> => ({
          key,
          file,
          title: title ?? '',
          phase: problem ? 'refused' : check ? 'checking' : action.start ? 'waiting' : 'ready',
          percent: undefined,
          message: problem,
          retryable: false,
          result: undefined,
          queued: action.start,
        })),
      ]
    case 'checked':
      return update(queue, action.key, (item) => {
        if (item.phase !== 'checking') return item
        if (action.problem) return { ...item, phase: 'refused', message: action.problem }
        return { ...item, phase: item.queued ? 'waiting' : 'ready' }
      })
    case 'start':
      return queue.map((item) =>
        item.phase === 'ready' ? { ...item, phase: 'waiting' } : item.phase === 'checking' ? { ...item, queued: true } : item,
      )
    case 'title':
      return update(queue, action.key, (item) => (titleEditable(item) ? { ...item, title: action.title.slice(0, 200) } : item))
    case 'prepare':
      return update(queue, action.key, (item) => (item.phase === 'waiting' ? { ...item, phase: 'preparing' } : item))
    case 'send':
      return update(queue, action.key, (item) =>
        item.phase === 'waiting' || item.phase === 'preparing' ? { ...item, phase: 'sending', percent: 0 } : item,
      )
    case 'progress':
      return update(queue, action.key, (item) => (item.phase === 'sending' ? { ...item, percent: action.percent } : item))
    case 'saved':
      return update(queue, action.key, (item) => ({ ...item, phase: 'saved', percent: 100, message: undefined, result: action.result }))
    case 'failed':
      return update(queue, action.key, (item) => ({
        ...item,
        phase: 'failed',
        percent: undefined,
        message: action.failure.message,
        retryable: action.failure.retryable,
      }))
    case 'retry':
      return update(queue, action.key, (item) =>
        item.phase === 'failed' && item.retryable ? { ...item, phase: 'waiting', message: undefined, retryable: false } : item,
      )
    case 'dismiss':
      // A file on its way is never dropped from the list: its bar and its answer must stay visible.
      return queue.filter((item) => item.key !== action.key || item.phase === 'sending' || item.phase === 'preparing')
  }
}

/** Files waiting their turn, oldest first, as many as may start now (`limit` at once; phones on slow links do better with few). */
export function nextToSend<R>(queue: readonly QueueItem<R>[], limit: number): QueueItem<R>[] {
  const busy = queue.filter((item) => item.phase === 'sending' || item.phase === 'preparing').length
  return queue.filter((item) => item.phase === 'waiting').slice(0, Math.max(0, limit - busy))
}

/**
 * Whether leaving the screen now would lose a file: chosen and not yet saved, or failed in a way
 * that trying again can mend. A file the server refused is not the family's to lose.
 */
export function leavingLoses<R>(queue: readonly QueueItem<R>[]): boolean {
  return queue.some((item) => (item.phase === 'failed' ? item.retryable : item.phase !== 'saved' && item.phase !== 'refused'))
}

/** What the live region says of the queue as a whole: "2 of 3 saved, 1 not sent". */
export function queueSummary<R>(queue: readonly QueueItem<R>[]): string {
  if (queue.length === 0) return ''
  const count = (phase: QueuePhase) => queue.filter((item) => item.phase === phase).length
  const saved = count('saved')
  const checking = count('checking')
  const ready = count('ready')
  const moving = count('sending') + count('preparing') + count('waiting')
  const notSent = count('failed') + count('refused')
  const parts = [`${saved} of ${queue.length} saved`]
  if (checking > 0) parts.push(`${checking} being checked`)
  if (ready > 0) parts.push(`${ready} ready to upload`)
  if (moving > 0) parts.push(`${moving} uploading`)
  if (notSent > 0) parts.push(`${notSent} not sent`)
  return `${parts.join(', ')}.`
}
