import { useBlocker } from '@tanstack/react-router'
import { useEffect, useReducer, useRef } from 'react'
import type { UploadKind } from '#contract/files.ts'
import { pictureProblem, sendUpload } from '#src/lib/upload.ts'
import { prepareForUpload } from './resize.ts'
import { fileProblem, leavingLoses, nextToSend, queueReducer, titleFromName, uploadFailure, type QueueItem } from './upload-rules.ts'

/** Two files on the wire at once: steady progress on a phone, and the queue still moves when one is slow. */
const AT_ONCE = 2

const IMAGE_KINDS: ReadonlySet<UploadKind> = new Set(['photo', 'obituary-photo', 'case-photo', 'theme', 'stationery'])

export type UploadQueueOptions<R> = {
  kind: UploadKind
  method?: 'POST' | 'PUT'
  path: string
  /** Whether the api takes a `title` with the file (a caption, a track's title). */
  titled?: boolean
  /** Start with the track's name as its title (music), rather than an empty caption (photos). */
  titleFromFileName?: boolean
  /** Files are sent as soon as they are chosen, without a step for titles. */
  autoStart?: boolean
  onSaved: (result: R) => void
}

let nextKey = 0

const LEAVE_QUESTION = 'Some files are not uploaded yet. Leave this page and lose them?'

/**
 * A screen's uploads (decision 038): files checked as they are chosen, sent a few at a time with
 * progress, each failure kept with its reason and its file so it can be sent again, never
 * dropping the others. The reducer (upload-rules.ts) holds every transition; this hook only runs
 * the sends it asks for.
 */
export function useUploadQueue<R>({
  kind,
  method = 'POST',
  path,
  titled = false,
  titleFromFileName = false,
  autoStart = false,
  onSaved,
}: UploadQueueOptions<R>) {
  const [queue, dispatch] = useReducer(queueReducer<R>, [])
  const started = useRef(new Set<string>())
  const saved = useRef(onSaved)
  saved.current = onSaved
  const aborts = useRef(new Map<string, AbortController>())
  // Pictures are read and drawn one at a time: twenty photos from a phone need not sit in memory at once.
  const checks = useRef<Promise<void>>(Promise.resolve())

  useEffect(() => {
    for (const item of nextToSend(queue, AT_ONCE)) {
      if (started.current.has(item.key)) continue
      started.current.add(item.key)
      void send(item)
    }
    // `send` reads only refs and its item; the queue is the trigger.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [queue])

  // Leaving with files not yet saved asks first (another page of the site, or closing the tab).
  const unsaved = leavingLoses(queue)
  useBlocker({
    shouldBlockFn: () => unsaved && !window.confirm(LEAVE_QUESTION),
    enableBeforeUnload: () => unsaved,
  })

  // Leaving the screen stops what is on the wire; what was saved stays saved.
  useEffect(() => () => aborts.current.forEach((controller) => controller.abort()), [])

  async function send(item: QueueItem<R>) {
    const controller = new AbortController()
    aborts.current.set(item.key, controller)
    try {
      let file = item.file
      if (IMAGE_KINDS.has(kind)) {
        dispatch({ type: 'prepare', key: item.key })
        file = await prepareForUpload(item.file)
      }
      dispatch({ type: 'send', key: item.key })
      const result = (await sendUpload({
        method,
        path,
        file,
        fileName: item.file.name,
        fields: titled ? { title: item.title.trim() || undefined } : undefined,
        signal: controller.signal,
        onProgress: (percent) => dispatch({ type: 'progress', key: item.key, percent }),
      })) as R
      dispatch({ type: 'saved', key: item.key, result })
      saved.current(result)
    } catch (error) {
      if (controller.signal.aborted) return
      dispatch({ type: 'failed', key: item.key, failure: uploadFailure(error) })
    } finally {
      aborts.current.delete(item.key)
      started.current.delete(item.key)
    }
  }

  function add(files: readonly File[]) {
    const items = files.map((file) => {
      const problem = fileProblem(kind, file)
      return {
        key: `upload-${++nextKey}`,
        file,
        problem,
        title: titleFromFileName ? titleFromName(file.name) : '',
        check: !problem && IMAGE_KINDS.has(kind),
      }
    })
    dispatch({ type: 'add', items, start: autoStart })
    for (const item of items) {
      if (!item.check) continue
      checks.current = checks.current.then(async () => {
        dispatch({ type: 'checked', key: item.key, problem: await pictureProblem(kind, item.file) })
      })
    }
    return items
  }

  return {
    queue,
    add,
    start: () => dispatch({ type: 'start' }),
    setTitle: (key: string, title: string) => dispatch({ type: 'title', key, title }),
    retry: (key: string) => dispatch({ type: 'retry', key }),
    dismiss: (key: string) => dispatch({ type: 'dismiss', key }),
  }
}
