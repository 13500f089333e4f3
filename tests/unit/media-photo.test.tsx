// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MediaPhoto } from '#src/features/media/MediaPhoto.tsx'
import { ImageTransformsContext } from '#src/features/media/transforms.ts'
import { Picture } from '#src/modules/Picture.tsx'

afterEach(cleanup)

const PHOTO = { url: '/api/media/abc', width: 1200, height: 1500, contentType: 'image/jpeg' }
const PLACE = { sizes: '(min-width: 40rem) 36rem, 100vw', widths: [320, 640] }

describe('<MediaPhoto> and <Picture>: what the page asks of the edge', () => {
  it('off by default: the original file, no srcset, its intrinsic size', () => {
    render(<MediaPhoto photo={PHOTO} place={PLACE} alt="Ada" />)
    const img = screen.getByRole('img', { name: 'Ada' })
    expect(img.getAttribute('src')).toBe('/api/media/abc')
    expect(img.hasAttribute('srcset')).toBe(false)
    expect(img.hasAttribute('sizes')).toBe(false)
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '1500'])
  })

  it('on: resized widths with the place’s sizes, the box unchanged (no layout shift)', () => {
    render(
      <ImageTransformsContext value="cloudflare">
        <MediaPhoto photo={PHOTO} place={PLACE} alt="Ada" loading="lazy" />
      </ImageTransformsContext>,
    )
    const img = screen.getByRole('img', { name: 'Ada' })
    expect(img.getAttribute('src')).toBe('/cdn-cgi/image/width=640,fit=scale-down,format=auto,quality=80/api/media/abc')
    expect(img.getAttribute('srcset')).toContain('/cdn-cgi/image/width=320,fit=scale-down,format=auto,quality=80/api/media/abc 320w')
    expect(img.getAttribute('sizes')).toBe(PLACE.sizes)
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['1200', '1500', 'lazy'])
  })

  it('keeps the reserved box when the file’s size is unknown', () => {
    render(
      <MediaPhoto photo={{ ...PHOTO, width: null, height: null }} place={PLACE} fallbackSize={{ width: 480, height: 600 }} alt="Ada" />,
    )
    const img = screen.getByRole('img', { name: 'Ada' })
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '600'])
  })

  it('an editor’s picture: resized when on, with an alt given in place of its own', () => {
    const image = { id: 'i', src: '/demo/staff.jpg', width: 800, height: 1000 }
    render(
      <ImageTransformsContext value="cloudflare">
        <Picture image={image} alt="Ruth Ellis" sizes="20rem" loading="eager" />
      </ImageTransformsContext>,
    )
    const img = screen.getByRole('img', { name: 'Ruth Ellis' })
    expect(img.getAttribute('src')).toBe('/cdn-cgi/image/width=800,fit=scale-down,format=auto,quality=80/demo/staff.jpg')
    expect(img.getAttribute('sizes')).toBe('20rem')
  })
})
