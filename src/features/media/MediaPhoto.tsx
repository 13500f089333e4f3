import type { ImgHTMLAttributes } from 'react'
import { photoImage, type PhotoFile, type PhotoPlace } from './photo.ts'
import { useImageTransforms } from './transforms.ts'

type MediaPhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'> & {
  photo: PhotoFile
  /** Required: what the photo shows, or '' where the text beside it says it already. */
  alt: string
  /** How wide the photo is drawn (`sizes`) and the widths worth offering there. */
  place: PhotoPlace
  /** The box to reserve when the file's size is unknown (no layout shift); none leaves it to CSS. */
  fallbackSize?: { width: number; height: number }
}

/**
 * A public uploaded photo: resized widths from the edge when transformations are on
 * (transforms.ts), the original otherwise, always with its intrinsic size. Never for a family's
 * private files: the portal's pages have transformations off.
 */
export function MediaPhoto({ photo, place, fallbackSize, alt, ...img }: MediaPhotoProps) {
  const { src, srcSet } = photoImage(photo, place, useImageTransforms())
  return (
    <img
      {...img}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? place.sizes : undefined}
      width={photo.width ?? fallbackSize?.width}
      height={photo.height ?? fallbackSize?.height}
      alt={alt}
    />
  )
}
