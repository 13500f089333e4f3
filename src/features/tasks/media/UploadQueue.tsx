import { useId } from 'react'
import { formatBytes } from '#contract/files.ts'
import { Button } from '#src/ui/Button.tsx'
import { controlClassName } from '#src/ui/fields/FieldShell.tsx'
import { ProgressBar } from '#src/ui/ProgressBar.tsx'
import { queueSummary, startable, titleEditable, type QueueItem } from './upload-rules.ts'

type Props<R> = {
  queue: readonly QueueItem<R>[]
  /** "Caption" or "Title" when the api takes one with the file. */
  titleLabel?: string
  /** What the start button sends: "photos", "tracks". */
  noun?: string
  onStart: () => void
  onTitle: (key: string, title: string) => void
  onRetry: (key: string) => void
  onDismiss: (key: string) => void
}

const PHASE_WORDS: Readonly<Record<QueueItem['phase'], string>> = {
  checking: 'Checking the file…',
  ready: 'Ready to upload',
  waiting: 'Waiting its turn',
  preparing: 'Making it smaller for the upload…',
  sending: 'Uploading',
  saved: 'Saved',
  failed: 'Not saved',
  refused: 'Not sent',
}

/**
 * The files chosen on a screen, each with where it stands: a caption or title while it waits, a
 * bar while it is sent, the reason and "Try again" when it failed. The summary above is the
 * screen's live region: screen readers hear "2 of 3 saved, 1 not sent" as it changes.
 */
export function UploadQueue<R>({ queue, titleLabel, noun = 'files', onStart, onTitle, onRetry, onDismiss }: Props<R>) {
  const ready = startable(queue)
  return (
    <div className="upload-queue">
      <output className="upload-queue__summary" aria-live="polite">
        {queueSummary(queue)}
      </output>
      {queue.length > 0 ? (
        <ul className="upload-queue__list" aria-label={`Chosen ${noun}`}>
          {queue.map((item) => (
            <QueueRow key={item.key} item={item} titleLabel={titleLabel} onTitle={onTitle} onRetry={onRetry} onDismiss={onDismiss} />
          ))}
        </ul>
      ) : null}
      {ready > 0 ? (
        <Button onClick={onStart}>{ready === 1 ? `Upload 1 ${noun.replace(/s$/, '')}` : `Upload ${ready} ${noun}`}</Button>
      ) : null}
    </div>
  )
}

function QueueRow<R>({
  item,
  titleLabel,
  onTitle,
  onRetry,
  onDismiss,
}: Pick<Props<R>, 'titleLabel' | 'onTitle' | 'onRetry' | 'onDismiss'> & { item: QueueItem<R> }) {
  const id = useId()
  const name = item.file.name
  const moving = item.phase === 'waiting' || item.phase === 'preparing' || item.phase === 'sending'
  return (
    <li className="upload-queue__item" data-phase={item.phase}>
      <p className="upload-queue__name">
        <strong>{name}</strong> <span className="upload-queue__size">({formatBytes(item.file.size)})</span>
        <span className="upload-queue__phase"> — {PHASE_WORDS[item.phase]}</span>
      </p>
      {titleEditable(item) && titleLabel ? (
        <div className="upload-queue__title">
          <label htmlFor={`${id}title`}>
            {titleLabel} <span className="visually-hidden">for {name}</span> (optional)
          </label>
          <input
            id={`${id}title`}
            className={controlClassName('input')}
            value={item.title}
            maxLength={200}
            onChange={(event) => onTitle(item.key, event.target.value)}
          />
        </div>
      ) : null}
      {moving ? <ProgressBar value={item.phase === 'sending' ? item.percent : undefined} label={`Uploading ${name}`} showLabel /> : null}
      {item.message ? (
        <p className="upload-queue__problem" id={`${id}problem`}>
          {item.message}
        </p>
      ) : null}
      <div className="upload-queue__actions">
        {item.phase === 'failed' && item.retryable ? (
          <Button size="sm" onClick={() => onRetry(item.key)} aria-describedby={`${id}problem`}>
            Try again<span className="visually-hidden"> to upload {name}</span>
          </Button>
        ) : null}
        {moving ? null : (
          <Button variant="secondary" size="sm" onClick={() => onDismiss(item.key)}>
            {item.phase === 'saved' ? 'Hide' : 'Remove'}
            <span className="visually-hidden"> {name} from this list</span>
          </Button>
        )}
      </div>
    </li>
  )
}
