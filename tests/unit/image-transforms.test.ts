import { describe, expect, it } from 'vitest'
import { webConfig } from '#bff/env.ts'
import { ssrContext } from '#bff/ssr-context.ts'
import { transformsOnPage } from '#src/features/media/transforms.ts'
import { webEnvWithUpstream } from './bff-kit.ts'

/** How public photos come to be resized by Cloudflare Images (decision 024): the var, the SSR context, the pages. */

const config = (IMAGE_TRANSFORMS?: string) => () => webConfig({ UPSTREAM: {} as Fetcher, IMAGE_TRANSFORMS })

describe('IMAGE_TRANSFORMS', () => {
  it('is off unless named, and a value it does not know fails loudly', () => {
    expect(config()().IMAGE_TRANSFORMS).toBe('off')
    expect(config('')().IMAGE_TRANSFORMS).toBe('off')
    expect(config('off')().IMAGE_TRANSFORMS).toBe('off')
    expect(config('cloudflare')().IMAGE_TRANSFORMS).toBe('cloudflare')
    expect(config('on')).toThrow(/IMAGE_TRANSFORMS/)
  })

  it('reaches each render through the SSR context', () => {
    const request = new Request('http://localhost:8787/')
    const on = webEnvWithUpstream(() => new Response(null), { IMAGE_TRANSFORMS: 'cloudflare' })
    expect(ssrContext(on, request).imageTransforms).toBe('cloudflare')
    expect(
      ssrContext(
        webEnvWithUpstream(() => new Response(null)),
        request,
      ).imageTransforms,
    ).toBe('off')
  })
})

describe('where the edge may resize (transformsOnPage)', () => {
  it('on public pages only: never the family portal’s private files, never a draft', () => {
    expect(transformsOnPage('cloudflare', { path: '/obituaries/12/ada-lovelace', previewing: false })).toBe('cloudflare')
    expect(transformsOnPage('cloudflare', { path: '/', previewing: false })).toBe('cloudflare')
    expect(transformsOnPage('cloudflare', { path: '/family-portal', previewing: false })).toBe('off')
    expect(transformsOnPage('cloudflare', { path: '/family-portal/cases/3/photos', previewing: false })).toBe('off')
    expect(transformsOnPage('cloudflare', { path: '/', previewing: true })).toBe('off')
    expect(transformsOnPage('off', { path: '/', previewing: false })).toBe('off')
  })
})
