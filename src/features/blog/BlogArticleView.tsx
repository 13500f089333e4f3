import type { ArticleBlock, BlogArticle } from '#contract/blog.ts'
import { MediaPhoto } from '#src/features/media/index.ts'
import type { PhotoPlace } from '#src/features/media/index.ts'
import { PHOTO_WIDTHS } from '#src/lib/responsive-image.ts'
import { SiteLink } from '#src/ui/SiteLink.tsx'
import { formatPublished } from './rules.ts'

/** The cover spans the narrow page (page--narrow: 48rem at most). */
const COVER_PLACE: PhotoPlace = { sizes: '(min-width: 48rem) 48rem, 100vw', widths: PHOTO_WIDTHS }

/** One block of an article's body, as text in its own element: nothing stored is ever HTML. */
function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'heading':
      return <h2>{block.text}</h2>
    case 'list':
      return (
        <ul>
          {block.items.map((item, i) => (
            // oxlint-disable-next-line react/no-array-index-key -- a fixed list from the article, never reordered
            <li key={i}>{item}</li>
          ))}
        </ul>
      )
    case 'quote':
      return (
        <figure className="article__quote mx-0 my-8 border-l-4 border-l-solid border-l-[var(--color-text)] pl-5 italic">
          <blockquote className="m-0">
            <p>{block.text}</p>
          </blockquote>
          {block.cite ? <figcaption className="not-italic text-md">— {block.cite}</figcaption> : null}
        </figure>
      )
  }
}

/** /blog/article/{id} */
export function BlogArticleView({ article, timeZone }: { article: BlogArticle; timeZone: string }) {
  return (
    <main id="main" className="page page--narrow">
      <article className="article">
        <header className="article__header">
          <h1>{article.title}</h1>
          <p className="article__meta text-md text-muted">
            <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt, timeZone)}</time>
            {' · '}
            {article.author}
          </p>
        </header>
        {article.cover ? (
          // The largest thing on the page (its LCP): loaded at once. Decorative beside the title.
          <MediaPhoto
            className="article__cover my-6 block w-full rounded-lg"
            photo={article.cover}
            place={COVER_PLACE}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
        <div className="article__body">
          {article.body.map((block, i) => (
            // oxlint-disable-next-line react/no-array-index-key -- the article's blocks in order, never reordered
            <Block key={i} block={block} />
          ))}
        </div>
      </article>
      <p className="article__back mt-10">
        <SiteLink className="inline-flex min-h-11 items-center" to="/blog">
          All articles
        </SiteLink>
      </p>
    </main>
  )
}
