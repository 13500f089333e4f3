import type { GalleryModule } from '#contract/modules.ts'
import { balancedGridSizes, balancedGridStyle } from '../lib/balanced-grid.ts'
import { defineModule, imageLoading, type ModuleRenderProps } from './define.ts'
import { Picture } from './Picture.tsx'

function Gallery({ module, index }: ModuleRenderProps<GalleryModule>) {
  return (
    <section className="mb-12" data-module-id={module.id} data-module-type="gallery">
      {module.heading ? <h2>{module.heading}</h2> : null}
      <ul className="balanced-grid" style={balancedGridStyle(module.images.length, 3)}>
        {module.images.map((image) => (
          <li key={image.id}>
            <figure className="m-0">
              <Picture
                image={image}
                sizes={balancedGridSizes(module.images.length, 3)}
                loading={imageLoading(index)}
                className="block aspect-[4/3] w-full rounded-lg object-cover"
              />
              {image.caption ? <figcaption className="mt-2 text-md text-muted">{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const galleryModule = defineModule<GalleryModule>({ type: 'gallery', Render: Gallery })
