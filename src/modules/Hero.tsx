import type { HeroModule } from '#contract/modules.ts'
import { useImageTransforms } from '../features/media/transforms.ts'
import { editorImage, HERO_SIZES, objectPosition } from '../features/module-data/images.ts'
import { ActionLink } from './ActionLink.tsx'
import { defineModule, imageLoading, type ModuleRenderProps } from './define.ts'

function HeroContent({ module }: { module: HeroModule }) {
  return (
    <>
      <h1>{module.heading}</h1>
      {module.text ? <p className="hero__text">{module.text}</p> : null}
      {module.action ? <ActionLink action={module.action} size="lg" /> : null}
    </>
  )
}

function Hero({ module, index }: ModuleRenderProps<HeroModule>) {
  const { image } = module
  const transforms = useImageTransforms()
  if (!image) {
    return (
      <section className="hero" data-module-id={module.id} data-module-type="hero">
        <HeroContent module={module} />
      </section>
    )
  }
  const { src, srcSet } = editorImage(image, transforms)
  // The picture is the page's largest paint when the hero comes first: fetched eagerly, with high priority.
  const first = index === 0
  return (
    <section className="hero-banner" data-module-id={module.id} data-module-type="hero">
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? HERO_SIZES : undefined}
        width={image.width}
        height={image.height}
        alt=""
        loading={imageLoading(index)}
        fetchPriority={first ? 'high' : undefined}
        decoding={first ? 'sync' : 'async'}
        className="hero-banner__image"
        style={{ objectPosition: objectPosition(image.focalPoint) }}
      />
      {/* Full-width photograph, the text over a scrim in the site's own dark colour (app.css .hero-banner), readable on any picture. */}
      <div className="hero hero-banner__content">
        <HeroContent module={module} />
      </div>
    </section>
  )
}

export const heroModule = defineModule<HeroModule>({ type: 'hero', Render: Hero })
