import type { UploadKind } from '#contract/files.ts'
import { UploadPicker } from './UploadPicker.tsx'
import { UploadQueue } from './UploadQueue.tsx'
import type { useUploadQueue } from './use-upload-queue.ts'
import './media.css'

type Props = {
  kind: UploadKind
  /** The picker's button: "Choose photos". */
  label: string
  multiple?: boolean
  uploads: ReturnType<typeof useUploadQueue<unknown>>
  /** "Caption" or "Title" where the api takes one with the file. */
  titleLabel?: string
  /** What the files are, for the list's name and the start button: "photos". */
  noun: string
}

/** A screen's way in for files: the picker (and drop area) over the queue of what was chosen. */
export function Uploader({ kind, label, multiple = true, uploads, titleLabel, noun }: Props) {
  return (
    <>
      <UploadPicker kind={kind} label={label} multiple={multiple} onFiles={uploads.add} />
      <UploadQueue
        queue={uploads.queue}
        titleLabel={titleLabel}
        noun={noun}
        onStart={uploads.start}
        onTitle={uploads.setTitle}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
      />
    </>
  )
}
