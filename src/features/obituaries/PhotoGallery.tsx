import { Suspense, lazy, useRef, useState } from 'react'
import type { MediaFile } from '#contract/files.ts'
import { MediaPhoto } from '#src/features/media/index.ts'
import type { PhotoPlace } from '#src/features/media/index.ts'
import { balancedGridSizes, balancedGridStyle } from '#src/lib/balanced-grid.ts'
import { PHOTO_WIDTHS } from '#src/lib/responsive-image.ts'
import { PHOTO_SQUARE, photoAlt, photoLabel } from './lightbox.ts'

/** The lightbox's code comes when someone is about to open a photo, never with the page (issue 15). */
const loadLightbox = () => import('./Lightbox.tsx')
const Lightbox = lazy(loadLightbox)

/** Thumbnails on the first screen: loaded at once; the rest when scrolled near. */
const FIRST_SCREEN = 6
/**
 * A grid of thumbnails, each a link to the full image (so it works without JavaScript); with
 * JavaScript a click opens the lightbox, and closing it puts focus back on that thumbnail.
 */
export function PhotoGallery({ photos, fullName }: { photos: MediaFile[]; fullName: string }) {
  const [open, setOpen] = useState<number | null>(null)
  const links = useRef<Array<HTMLAnchorElement | null>>([])
  const opener = useRef<number | null>(null)
  const thumbnails: PhotoPlace = { sizes: balancedGridSizes(photos.length, 5, 2), widths: PHOTO_WIDTHS }

  /** The dialog is already closed (the page live again): focus goes back to the thumbnail that opened it. */
  function close() {
    if (opener.current !== null) links.current[opener.current]?.focus()
    opener.current = null
    setOpen(null)
  }

  return (
    <>
      <ul className="photo-grid balanced-grid" style={balancedGridStyle(photos.length, 5, 2)} aria-label={`Photos of ${fullName}`}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              ref={(element) => {
                links.current[index] = element
              }}
              className="photo-grid__link"
              href={photo.url}
              aria-label={`${photoAlt(photo, fullName, index, photos.length)} (${photoLabel(index, photos.length)}, open larger)`}
              // A pointer on its way or a keyboard on a thumbnail: the lightbox's code is asked for now.
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
                event.preventDefault()
                opener.current = index
                setOpen(index)
              }}
            >
              <MediaPhoto
                className="photo-grid__image"
                photo={photo}
                place={thumbnails}
                fallbackSize={PHOTO_SQUARE}
                alt=""
                loading={index < FIRST_SCREEN ? 'eager' : 'lazy'}
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense>
          <Lightbox photos={photos} index={open} fullName={fullName} onChange={setOpen} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
