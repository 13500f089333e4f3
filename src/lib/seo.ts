/**
 * Per-page head tags (issue 7 §6): document title, description, canonical URL, Open Graph and
 * Twitter cards, and schema.org `Article` JSON-LD for blog posts. Pure builders: routes pass in
 * the request's origin and path, the site's names and the page's own data, and put the result in
 * their `head()`. The router de-duplicates by `name`/`property`, so these override the root's.
 */

/** What TanStack Router's `head()` takes: meta entries (title, name/property, JSON-LD) and links. */
export type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string }
export type HeadLink = { rel: string; href: string }
export type HeadScript = { type: 'application/ld+json'; children: string }
export type Head = { meta: HeadMeta[]; links: HeadLink[]; scripts?: HeadScript[] }

export type SeoImage = { url: string; width?: number | null; height?: number | null; alt?: string }

export type SeoInput = {
  /** The funeral home's name: og:site_name and the title's suffix. */
  siteName: string
  /** The full document title (see `documentTitle`). */
  title: string
  description?: string
  /** The request's origin, `https://example.com` (never a client-sent header). */
  origin: string
  /** The path of this page; any query or fragment is dropped for the canonical URL. */
  path: string
  /** Previewing the draft: never canonical, never indexed. */
  previewing: boolean
  image?: SeoImage | null
  type?: 'website' | 'article'
}

const SEPARATOR = ' | '

/** '<page title> | <company name>'; just the company name when the page has no title of its own. */
export function documentTitle(pageTitle: string | undefined, siteName: string): string {
  const title = pageTitle?.trim()
  return title && title !== siteName ? `${title}${SEPARATOR}${siteName}` : siteName
}

/** The home page's title: the site's SEO title, else the company name. */
export function homeTitle(settings: { seoTitle?: string }, companyName: string): string {
  return settings.seoTitle?.trim() || companyName
}

/** The page's own description when it has one, else the site's SEO description. */
export function pageDescription(own: string | undefined, settings: { seoDescription?: string }): string | undefined {
  return own?.trim() || settings.seoDescription?.trim() || undefined
}

/** `path` without query and fragment, and without a trailing slash (except the root). */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  const trimmed = withSlash.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The canonical URL of a page: the request's origin plus the page's path, no query. */
export function canonicalUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${canonicalPath(path)}`
}

/** A site path (`/brand/logo.svg`) made absolute for crawlers; absolute URLs are left as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).href
}

/** Title, description, canonical (not in preview; preview is noindex), Open Graph and Twitter tags. */
export function seoHead(input: SeoInput): Head {
  const url = canonicalUrl(input.origin, input.path)
  const meta: HeadMeta[] = [{ title: input.title }]
  if (input.description) meta.push({ name: 'description', content: input.description })
  if (input.previewing) meta.push({ name: 'robots', content: 'noindex' })

  meta.push(
    { property: 'og:title', content: input.title },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.siteName },
  )
  if (!input.previewing) meta.push({ property: 'og:url', content: url })
  if (input.description) meta.push({ property: 'og:description', content: input.description })

  const image = input.image
  if (image) {
    meta.push({ property: 'og:image', content: absoluteUrl(input.origin, image.url) })
    if (image.width) meta.push({ property: 'og:image:width', content: String(image.width) })
    if (image.height) meta.push({ property: 'og:image:height', content: String(image.height) })
    if (image.alt) meta.push({ property: 'og:image:alt', content: image.alt })
  }
  // A wide cover makes a large card; a logo alone reads better as the small one.
  meta.push({ name: 'twitter:card', content: input.type === 'article' && image ? 'summary_large_image' : 'summary' })
  meta.push({ name: 'twitter:title', content: input.title })
  if (input.description) meta.push({ name: 'twitter:description', content: input.description })

  return { meta, links: input.previewing ? [] : [{ rel: 'canonical', href: url }] }
}

export type ArticleForJsonLd = {
  title: string
  excerpt: string
  author: string
  publishedAt: string
  cover: { url: string } | null
}

export type PublisherForJsonLd = { name: string; logoUrl: string | null }

/** schema.org `Article` for a blog post; the publisher is the funeral home. Written with `jsonLdScript`. */
export function articleJsonLd(
  article: ArticleForJsonLd,
  publisher: PublisherForJsonLd,
  origin: string,
  path: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    author: { '@type': 'Person', name: article.author },
    ...(article.cover ? { image: [absoluteUrl(origin, article.cover.url)] } : {}),
    mainEntityOfPage: canonicalUrl(origin, path),
    publisher: {
      '@type': 'FuneralHome',
      name: publisher.name,
      ...(publisher.logoUrl ? { logo: { '@type': 'ImageObject', url: absoluteUrl(origin, publisher.logoUrl) } } : {}),
    },
  }
}

/**
 * JSON for inside a `<script>`: `<`, `>`, `&` and the JavaScript line separators as unicode
 * escapes, so `</script>` in an article's text stays text (the router writes a head script's
 * children as they are).
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** A head `<script type="application/ld+json">` for `data`, safely serialised. */
export function jsonLdScript(data: unknown): HeadScript {
  return { type: 'application/ld+json', children: serializeJsonLd(data) }
}
