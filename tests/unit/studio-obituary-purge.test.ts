import { describe, expect, it } from 'vitest'
import { changesObituaryPages } from '#bff/cache/purge.ts'
import { hostsToPurge } from '#bff/cache/scheduled-publish.ts'

describe('what the obituary desk purges (decision 059)', () => {
  it('a new version of the memorial video, unless the api says nothing public changed (the one before was not approved)', () => {
    const complete = '/api/staff/cases/7/video/uploads/31/complete'
    expect(changesObituaryPages('POST', complete, 201)).toBe(true)
    expect(changesObituaryPages('POST', complete, 201, 'none')).toBe(false)
    expect(changesObituaryPages('POST', complete, 422)).toBe(false)
    // The parts and the start of an upload never show on the page.
    expect(changesObituaryPages('PUT', '/api/staff/cases/7/video/uploads/31/parts/1', 200)).toBe(false)
    expect(changesObituaryPages('POST', '/api/staff/cases/7/video/uploads', 201)).toBe(false)
  })

  it('the banner set or removed on a published obituary, not on a draft (the api says nothing public changed)', () => {
    const banner = '/api/staff/cases/7/obituary/banner'
    expect(changesObituaryPages('POST', banner, 201)).toBe(true)
    expect(changesObituaryPages('DELETE', banner, 204)).toBe(true)
    expect(changesObituaryPages('POST', banner, 201, 'none')).toBe(false)
    expect(changesObituaryPages('POST', banner, 422)).toBe(false)
  })

  it("the scheduler's run purges each host of every home that published, once", () => {
    expect(hostsToPurge({ published: [] })).toEqual([])
    expect(
      hostsToPurge({
        published: [
          { id: 1, hosts: ['localhost', 'whitfield.example'] },
          { id: 2, hosts: ['localhost', 'whitfield.example'] },
          { id: 3, hosts: ['harbor.localhost'] },
        ],
      }),
    ).toEqual(['localhost', 'whitfield.example', 'harbor.localhost'])
  })
})
