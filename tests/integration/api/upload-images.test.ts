import { beforeAll, describe, expect, it } from 'vitest'
import { ApiErrorBodySchema } from '#contract/errors.ts'
import { IMAGE_CANNOT_BE_SHOWN, MediaFileSchema } from '#contract/files.ts'
import { AlbumPhotoPageSchema } from '#contract/media.ts'
import { obituaryPath } from '#contract/obituaries.ts'
import { fileForm, gif, png, solidJpeg, truncated } from '#tests/support/images.ts'
import { ACCOUNTS, api, freshAddress, tokenFor } from './client.ts'

/**
 * Issue 34 point 5: a picture the api cannot show is refused with a plain message, on every route
 * that takes one, before anything is stored (no blank tile in the album).
 */

const CASES = '/api/family/cases'
let family = ''

beforeAll(async () => {
  family = await tokenFor(ACCOUNTS.whitfieldFamily)
})

async function albumCount(): Promise<number> {
  return AlbumPhotoPageSchema.parse(await (await api(`${CASES}/1101/photos?size=1`, { token: family })).json()).totalElements
}

describe('pictures that cannot be shown', () => {
  it('422s a truncated JPEG with a plain message, and keeps it out of the album', async () => {
    const before = await albumCount()
    const cut = truncated(solidJpeg(640, 480, 90), -40)
    const response = await api(`${CASES}/1101/photos`, { token: family, form: fileForm(cut, 'IMG_2041.jpg') })
    expect(response.status).toBe(422)
    expect(ApiErrorBodySchema.parse(await response.json())).toMatchObject({
      message: IMAGE_CANNOT_BE_SHOWN,
      errors: { file: IMAGE_CANNOT_BE_SHOWN },
    })
    expect(await albumCount()).toBe(before)
  })

  it('takes the same JPEG whole, with the size its header names', async () => {
    const response = await api(`${CASES}/1101/photos`, { token: family, form: fileForm(solidJpeg(640, 480, 91), 'IMG_2042.jpg') })
    expect(response.status).toBe(201)
    expect(MediaFileSchema.parse(await response.json())).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480 })
  })

  it.each([
    ['the case photo, a PNG of zero size', 'POST', '/case-photo', png(0, 300)],
    ['the obituary photo, a PNG without its end', 'POST', '/obituary/photo', truncated(png(300, 400), -12)],
    ['a custom theme, a GIF of zero size', 'PUT', '/memorial-theme', gif(1600, 0)],
  ])('422s %s', async (_name, method, path, file) => {
    const response = await api(`${CASES}/1101${path}`, { method, token: family, form: fileForm(file, 'broken') })
    expect(response.status).toBe(422)
    expect(ApiErrorBodySchema.parse(await response.json()).errors).toEqual({ file: IMAGE_CANNOT_BE_SHOWN })
  })

  it('422s a visitor’s truncated memory photo', async () => {
    const cut = truncated(solidJpeg(400, 300, 92), 200)
    const response = await api(obituaryPath('memoryPhoto', 1003), { form: fileForm(cut, 'lake.jpg'), headers: freshAddress() })
    expect(response.status).toBe(422)
    expect(ApiErrorBodySchema.parse(await response.json()).errors).toEqual({ file: IMAGE_CANNOT_BE_SHOWN })
  })
})
