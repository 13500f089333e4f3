import type { BlogArticleSummary } from '#contract/blog.ts'
import type { Page } from '#contract/paging.ts'
import { MediaPhoto } from '#src/features/media/index.ts'
import type { PhotoPlace } from '#src/features/media/index.ts'
import { PHOTO_WIDTHS } from '#src/lib/responsive-image.ts'
import { EmptyState } from '#src/ui/EmptyState.tsx'
import { SiteLink } from '#src/ui/SiteLink.tsx'
import { blogArticleHref, blogPager, formatPublished } from './rules.ts'

/** A card's cover: the card's 18rem column from md (48rem) up, the whole width below. */
const COVER_PLACE: PhotoPlace = { sizes: '(min-width: 48rem) 18rem, 100vw', widths: PHOTO_WIDTHS }

type BlogListProps = { articles: Page<BlogArticleSummary>; page: number; timeZone: string }

/** /blog: published articles, newest first, a page at a time. */
export function BlogList({ articles, page, timeZone }: BlogListProps) {
  const pager = blogPager(page, articles.totalPages)
  return (
    <main id="main" className="page page--default blog">
      <h1>Blog</h1>
      {articles.content.length === 0 ? (
        <EmptyState kind="none" homeLink />
      ) : (
        <ul className="blog-list m-0 grid list-none gap-10 p-0" aria-label="Articles">
          {articles.content.map((article, index) => (
            <li key={article.id} className="blog-card grid items-start gap-4 md:grid-cols-[18rem_1fr] md:gap-6">
              {article.cover ? (
                // Decorative: the title beside it says what it shows. Only the first card is above the fold.
                <MediaPhoto
                  className="blog-card__cover block w-full rounded-lg"
                  photo={article.cover}
                  place={COVER_PLACE}
                  alt=""
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              ) : null}
              <div className="blog-card__body">
                <h2 className="blog-card__title m-0 text-2xl">
                  <SiteLink to={blogArticleHref(article.id)}>{article.title}</SiteLink>
                </h2>
                <p className="blog-card__meta my-2 text-md text-muted">
                  <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt, timeZone)}</time>
                  {' · '}
                  {article.author}
                </p>
                <p className="blog-card__excerpt mt-0 mb-2">{article.excerpt}</p>
                <SiteLink className="blog-card__more inline-flex min-h-11 items-center" to={blogArticleHref(article.id)}>
                  Read the article<span className="visually-hidden">: {article.title}</span>
                </SiteLink>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pager.totalPages > 1 || page > 1 ? (
        <nav className="blog-pager mt-12 flex flex-wrap items-center gap-6" aria-label="Blog pages">
          {pager.newer ? (
            <SiteLink className="blog-pager__link inline-flex min-h-11 items-center" to={pager.newer} rel="prev">
              Newer articles
            </SiteLink>
          ) : null}
          {page <= pager.totalPages ? (
            <span className="blog-pager__status text-muted">
              Page {page} of {pager.totalPages}
            </span>
          ) : null}
          {pager.older ? (
            <SiteLink className="blog-pager__link inline-flex min-h-11 items-center" to={pager.older} rel="next">
              Older articles
            </SiteLink>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}
