import type { Image } from '#contract/modules.ts'
import { useImageTransforms } from '../features/media/transforms.ts'
import { editorImage } from '../features/module-data/images.ts'

type PictureProps = {
  /** An editor's image, or a staff portrait (which has no alt of its own: `alt` names it). */
  image: Pick<Image, 'src' | 'width' | 'height' | 'variants' | 'alt' | 'decorative'>
  /** Overrides the image's own alt text. */
  alt?: string
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks from the srcset. */
  sizes: string
  loading: 'eager' | 'lazy'
  className?: string
}

/** An editor's image with its intrinsic size (no layout shift), a srcset when there are widths to choose from, and honest alt text. */
export function Picture({ image, alt, sizes, loading, className }: PictureProps) {
  const { src, srcSet } = editorImage(image, useImageTransforms())
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? (image.decorative ? '' : (image.alt ?? ''))}
      loading={loading}
      decoding="async"
      className={className}
    />
  )
}
