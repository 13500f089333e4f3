import type { Image } from '#contract/modules.ts'
import { imageSrcSet } from '../features/modules/images.ts'

type PictureProps = {
  image: Image
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks from the srcset. */
  sizes: string
  loading: 'eager' | 'lazy'
  className?: string
}

/** An editor's image with its intrinsic size (no layout shift), srcset when it has variants, and honest alt text. */
export function Picture({ image, sizes, loading, className }: PictureProps) {
  const srcSet = imageSrcSet(image.src, image.width, image.variants)
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.decorative ? '' : (image.alt ?? '')}
      loading={loading}
      decoding="async"
      className={className}
    />
  )
}
