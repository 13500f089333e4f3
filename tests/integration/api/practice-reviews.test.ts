import { describe, expect, it } from 'vitest'
import { CaseVideoSchema, FamilyObituarySchema, StationerySchema } from '#contract/family-reviews.ts'
import { MemorialCommentPageSchema } from '#contract/media.ts'
import { ObituarySchema, obituaryPath } from '#contract/obituaries.ts'
import { PracticeCaseSchema } from '#contract/staff.ts'
import { ACCOUNTS, api, callWith, ok, tokenFor } from './client.ts'

/** Issue 20: a practice case can carry what the review tasks review, so e2e tests never use up the demo's. */

async function practiceCase(reviews: 'draft' | 'published') {
  const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
  const json = { email: ACCOUNTS.whitfieldFamily.email, firstName: 'Iris', lastName: 'Practice', reviews }
  return ok(await callWith({}, '/api/staff/practice-cases', { method: 'POST', token: staff, json }), PracticeCaseSchema, 201)
}

describe('POST /api/staff/practice-cases with reviews', () => {
  it('draft: an unapproved obituary draft, a video ready for review with captions, stationery proofs and held memories', async () => {
    const created = await practiceCase('draft')
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const path = `/api/family/cases/${created.id}`
    const obituary = await ok(await api(`${path}/obituary`, { token: family }), FamilyObituarySchema)
    expect(obituary).toMatchObject({ firstName: 'Iris', lastName: 'Practice', publishedAt: null, approval: null })
    expect(obituary.text).toContain('Iris Practice')
    expect(obituary.photo).not.toBeNull()

    const video = await ok(await api(`${path}/video`, { token: family }), CaseVideoSchema)
    expect(video).toMatchObject({ status: 'ready-for-review', durationSeconds: 8, approval: null })
    expect(video.video?.contentType).toBe('video/mp4')
    expect(video.captions?.contentType).toBe('text/vtt')
    // The files are really there for the family (private media of their case).
    expect((await api(new URL(video.captions?.url ?? '', 'https://api.test').pathname, { token: family })).status).toBe(200)

    const stationery = await ok(await api(`${path}/stationery`, { token: family }), StationerySchema)
    expect(stationery.items.map((i) => [i.itemType, i.status, i.pages.length])).toEqual([
      ['memorial-folder', 'ready-for-review', 4],
      ['prayer-card', 'ready-for-review', 2],
    ])
    expect(stationery.items.every((i) => i.pages.every((p) => p.preview?.width && p.preview.height))).toBe(true)

    const held = await ok(await api(`${path}/memorial-wall/comments/pending`, { token: family }), MemorialCommentPageSchema)
    expect(held.content).toHaveLength(2)
    expect(held.content.filter((m) => m.photo)).toHaveLength(1)
    // A draft is not public.
    expect((await api(obituaryPath('obituary', obituary.id))).status).toBe(404)
  })

  it('published: the obituary is public, and an approved memory then shows on it', async () => {
    const created = await practiceCase('published')
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const path = `/api/family/cases/${created.id}`
    const obituary = await ok(await api(`${path}/obituary`, { token: family }), FamilyObituarySchema)
    expect(obituary.publishedAt).not.toBeNull()
    const before = await ok(await api(obituaryPath('obituary', obituary.id)), ObituarySchema)
    expect(before.counts.memories).toBe(0)
    const held = await ok(await api(`${path}/memorial-wall/comments/pending`, { token: family }), MemorialCommentPageSchema)
    const first = held.content[0]
    expect(first).toBeDefined()
    expect((await api(`${path}/memorial-wall/comments/${first?.id}`, { token: family, json: { status: 'approved' } })).status).toBe(200)
    const after = await ok(await api(obituaryPath('obituary', obituary.id)), ObituarySchema)
    expect(after.counts.memories).toBe(1)
  })
})
