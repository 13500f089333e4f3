import type { HeroModule, ImageModule } from '#contract/modules.ts'
import type { Page } from '#contract/website.ts'
import { imageSrcSet } from '../modules/images.ts'

/** The picture that is a page's largest paint, as the page draws it. */
export type LcpImage = { href: string; srcSet?: string; sizes?: string }

/** The width the image module draws at (src/modules/Image.tsx), for its preload. */
const IMAGE_MODULE_SIZES = '(min-width: 56rem) 56rem, 100vw'

/**
 * A content page's largest paint when its first module is a picture: the hero's background or an
 * image module. Preloading it (issue 15 point 5) lets the browser, and the edge's Early Hints,
 * start on it before the page arrives. Other first modules paint text first: none.
 */
export function pageLcpImage(page: Page): LcpImage | undefined {
  const [first] = page.modules
  if (first?.type === 'hero') {
    const { image } = first as HeroModule
    if (!image) return undefined
    const srcSet = imageSrcSet(image.src, image.width, image.variants)
    return { href: image.src, ...(srcSet ? { srcSet, sizes: '100vw' } : {}) }
  }
  if (first?.type === 'image') {
    const { image } = first as ImageModule
    const srcSet = imageSrcSet(image.src, image.width, image.variants)
    return { href: image.src, ...(srcSet ? { srcSet, sizes: IMAGE_MODULE_SIZES } : {}) }
  }
  return undefined
}

/**
 * The picture's preload as a `Link` header, which Cloudflare's edge turns into a 103 Early Hint: the
 * browser starts on it while the page is still being rendered. (The HTML carries its own preload:
 * React writes one for an `<img>` with high fetch priority.)
 */
export function lcpLinkHeader(image: LcpImage): string {
  const srcSet = image.srcSet ? `; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes ?? ''}"` : ''
  return `<${encodeURI(image.href)}>; rel=preload; as=image; fetchpriority=high${srcSet}`
}
