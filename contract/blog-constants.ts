/**
 * The blog contract's paths, apart from contract/blog.ts (which re-exports them), so pages can
 * import them without the schemas (issue 15).
 */

/** Public blog calls (/blog, /blog/article/{id}): published articles of the funeral home from X-Host. */
export const BLOG_PATHS = {
  list: '/api/web/blog',
  article: '/api/web/blog/articles/{id}',
} as const

export function blogArticlePath(id: number | string): string {
  return BLOG_PATHS.article.replace('{id}', encodeURIComponent(String(id)))
}
