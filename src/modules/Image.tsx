import type { ImageModule } from '#contract/modules.ts'
import { IMAGE_MODULE_SIZES } from '../features/module-data/images.ts'
import { defineModule, imageLoading, type ModuleRenderProps } from './define.ts'
import { Picture } from './Picture.tsx'

function ImageBlock({ module, index }: ModuleRenderProps<ImageModule>) {
  const { image } = module
  return (
    <figure className="mx-0 mb-12 mt-0 max-w-4xl" data-module-id={module.id} data-module-type="image">
      <Picture image={image} sizes={IMAGE_MODULE_SIZES} loading={imageLoading(index)} className="block rounded-lg" />
      {image.caption ? <figcaption className="mt-2 text-md text-muted">{image.caption}</figcaption> : null}
    </figure>
  )
}

export const imageModule = defineModule<ImageModule>({ type: 'image', Render: ImageBlock })
