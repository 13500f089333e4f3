import type { HeroModule, ImageModule } from '#contract/modules.ts'
import type { Page } from '#contract/website.ts'
import type { ImageTransforms } from '#core/ssr-context.ts'
import type { ResponsiveImage } from '#src/lib/responsive-image.ts'
import { editorImage, HERO_SIZES, IMAGE_MODULE_SIZES } from '#src/features/module-data/index.ts'

/** The picture that is a page's largest paint, as the page draws it. */
export type LcpImage = { href: string; srcSet?: string; sizes?: string }

/**
 * The preload of a picture the page draws as `image` with `sizes`: the same URLs the `<img>`
 * asks for, or the preload fetches one file and the page another.
 */
export function lcpOf(image: ResponsiveImage, sizes: string): LcpImage {
  return { href: image.src, ...(image.srcSet ? { srcSet: image.srcSet, sizes } : {}) }
}

/**
 * A content page's largest paint when its first module is a picture: the hero's background or an
 * image module, drawn with `transforms` (src/features/media/transforms.ts). Preloading it (issue
 * 15 point 5) lets the browser, and the edge's Early Hints, start on it before the page arrives.
 * Other first modules paint text first: none.
 */
export function pageLcpImage(page: Page, transforms: ImageTransforms): LcpImage | undefined {
  const [first] = page.modules
  if (first?.type === 'hero') {
    const { image } = first as HeroModule
    return image ? lcpOf(editorImage(image, transforms), HERO_SIZES) : undefined
  }
  if (first?.type === 'image') {
    const { image } = first as ImageModule
    return lcpOf(editorImage(image, transforms), IMAGE_MODULE_SIZES)
  }
  return undefined
}

/**
 * The picture's preload as a `Link` header, which Cloudflare's edge turns into a 103 Early Hint: the
 * browser starts on it while the page is still being rendered. With a srcset the browser preloads
 * the width `imagesizes` makes it pick, as the `<img>` will. (The HTML carries its own preload:
 * React writes one for an `<img>` with high fetch priority.)
 */
export function lcpLinkHeader(image: LcpImage): string {
  const srcSet = image.srcSet ? `; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes ?? ''}"` : ''
  return `<${encodeURI(image.href)}>; rel=preload; as=image; fetchpriority=high${srcSet}`
}
