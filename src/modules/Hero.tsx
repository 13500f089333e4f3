import { HeroModuleSchema, type HeroModule } from '#contract/modules.ts'
import { imageSrcSet } from '../features/modules/images.ts'
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
  if (!image) {
    return (
      <section className="hero" data-module-id={module.id} data-module-type="hero">
        <HeroContent module={module} />
      </section>
    )
  }
  const srcSet = imageSrcSet(image.src, image.width, image.variants)
  // The picture is the page's largest paint when the hero comes first: fetched eagerly, with high priority.
  const first = index === 0
  return (
    <section
      className="relative mb-10 overflow-hidden rounded-lg px-4 py-10 sm:px-10 sm:py-20"
      data-module-id={module.id}
      data-module-type="hero"
    >
      <img
        src={image.src}
        srcSet={srcSet}
        sizes={srcSet ? '100vw' : undefined}
        width={image.width}
        height={image.height}
        alt=""
        loading={imageLoading(index)}
        fetchPriority={first ? 'high' : undefined}
        decoding={first ? 'sync' : 'async'}
        className="absolute inset-0 h-full w-full object-cover"
      />
      {/* The text sits on an almost opaque panel, so its contrast never depends on the picture. */}
      <div className="hero relative !mb-0 rounded-lg bg-white/95 p-6 shadow-sm sm:p-8">
        <HeroContent module={module} />
      </div>
    </section>
  )
}

export const heroModule = defineModule({ type: 'hero', schema: HeroModuleSchema, Render: Hero })
