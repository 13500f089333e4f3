import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import type { MediaFile } from '#contract/files.ts'
import { MediaPhoto } from '#src/features/media/index.ts'
import type { PhotoPlace } from '#src/features/media/index.ts'
import { PHOTO_WIDTHS } from '#src/lib/responsive-image.ts'
import { Icon } from '#src/ui/icons.tsx'
import { trapTab } from '#src/ui/overlay/focus.ts'
import { Button } from '#src/ui/Button.tsx'
import { lightboxKey, PHOTO_SQUARE, photoAlt, photoLabel, stepPhoto, swipeDirection } from './lightbox.ts'

/** The lightbox draws a photo at most 64rem wide (obituaries.css .lightbox). */
const LIGHTBOX_PLACE: PhotoPlace = { sizes: '(min-width: 65rem) 64rem, 100vw', widths: PHOTO_WIDTHS }

export type LightboxProps = {
  photos: MediaFile[]
  index: number
  fullName: string
  onChange: (index: number) => void
  onClose: () => void
}

/**
 * The photo large, in a native modal <dialog> (top layer, inert page behind, like src/ui/overlay):
 * arrows or the buttons go to the previous and next photo, Escape closes, a horizontal swipe
 * changes the photo, and 'Photo 3 of 8' is announced on every change.
 */
export default function Lightbox({ photos, index, fullName, onChange, onClose }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const start = useRef<{ x: number; y: number; id: number } | null>(null)
  const closing = useRef(false)
  const photo = photos[index]
  const count = photos.length

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      if (dialog.open) dialog.close()
    }
  }, [])

  /** Closes the dialog first, so the page is no longer inert and focus can go back to the thumbnail. */
  function close() {
    closing.current = true
    if (ref.current?.open) ref.current.close()
    onClose()
  }

  function go(direction: 1 | -1) {
    onChange(stepPhoto(index, count, direction))
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      event.preventDefault()
      close()
      return
    }
    const action = lightboxKey(event.key)
    if (action) {
      event.preventDefault()
      if (action === 'next') go(1)
      else if (action === 'previous') go(-1)
      else onChange(action === 'first' ? 0 : count - 1)
      return
    }
    trapTab(event, event.currentTarget)
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const from = start.current
    start.current = null
    if (!from || from.id !== event.pointerId) return
    const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y)
    if (direction) go(direction)
  }

  if (!photo) return null
  const label = photoLabel(index, count)
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog owns its keys: arrows, Escape and the Tab loop
    <dialog
      ref={ref}
      className="lightbox"
      aria-label={`Photos of ${fullName}`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      onClose={(event) => {
        // Closed by the browser without asking us. The event comes a task later: by then a
        // StrictMode remount may have shown it again, and then it is no close at all.
        if (!closing.current && !event.currentTarget.open) close()
      }}
    >
      <div className="lightbox__bar">
        <p className="lightbox__status" aria-live="polite" aria-atomic="true">
          {label}
        </p>
        <button type="button" className="icon-button" aria-label="Close" onClick={close} data-autofocus>
          <Icon name="close" />
        </button>
      </div>
      <div
        className="lightbox__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null
        }}
      >
        <MediaPhoto
          key={photo.id}
          className="lightbox__image"
          photo={photo}
          place={LIGHTBOX_PLACE}
          fallbackSize={PHOTO_SQUARE}
          alt={photoAlt(photo, fullName, index, count)}
          draggable={false}
        />
      </div>
      {photo.title ? <p className="lightbox__caption">{photo.title}</p> : null}
      {count > 1 ? (
        <div className="lightbox__nav">
          <Button variant="secondary" onClick={() => go(-1)}>
            Previous photo
          </Button>
          <Button variant="secondary" onClick={() => go(1)}>
            Next photo
          </Button>
        </div>
      ) : null}
    </dialog>
  )
}
