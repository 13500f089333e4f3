import { beforeAll, describe, expect, it } from 'vitest'
import { toneWav } from '#api/src/media/samples/pictures.ts'
import { TaskPageSchema, type TaskType } from '#contract/family.ts'
import { StockThemeAlbumListSchema } from '#contract/media.ts'
import { PracticeCaseSchema } from '#contract/staff.ts'
import { fileForm, png } from '#tests/support/images.ts'
import { ACCOUNTS, api, ok, tokenFor } from './client.ts'

/**
 * Issue 34 point 2: doing the work moves a task on. A family that uploaded photos or saved the
 * wall's settings saw the task still "Not started"; now the work starts it (in progress), a
 * failed call leaves it, and a task marked done or not needed stays so.
 */

const CASES = '/api/family/cases'
let family = ''
let caseId = 0

async function statusOf(type: TaskType): Promise<string | undefined> {
  const page = await ok(await api(`${CASES}/${caseId}/tasks?page=0&size=100`, { token: family }), TaskPageSchema)
  return page.content.find((task) => task.type === type)?.status
}

async function taskId(type: TaskType): Promise<number> {
  const page = await ok(await api(`${CASES}/${caseId}/tasks?page=0&size=100`, { token: family }), TaskPageSchema)
  return page.content.find((task) => task.type === type)?.id ?? 0
}

beforeAll(async () => {
  family = await tokenFor(ACCOUNTS.whitfieldFamily)
  const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
  const json = { email: ACCOUNTS.whitfieldFamily.email, firstName: 'Opal', lastName: 'Practice' }
  caseId = (await ok(await api('/api/staff/practice-cases', { method: 'POST', token: staff, json }), PracticeCaseSchema, 201)).id
})

describe('doing a task’s work moves it on', () => {
  it('uploading a photo starts "Share photos"; a refused upload does not', async () => {
    expect(await statusOf('upload-photos')).toBe('not-started')
    const refused = await api(`${CASES}/${caseId}/photos`, { token: family, form: fileForm('not a photo', 'photo.jpg') })
    expect(refused.status).toBe(422)
    expect(await statusOf('upload-photos')).toBe('not-started')

    const saved = await api(`${CASES}/${caseId}/photos`, { token: family, form: fileForm(png(40, 30), 'fair.png') })
    expect(saved.status).toBe(201)
    expect(await statusOf('upload-photos')).toBe('in-progress')
  })

  it('saving the wall’s settings starts "Set up the memorial wall"', async () => {
    expect(await statusOf('review-wall-settings')).toBe('not-started')
    const bad = await api(`${CASES}/${caseId}/memorial-wall/settings`, { token: family, json: { moderation: 'auto' } })
    expect(bad.status).toBe(422)
    expect(await statusOf('review-wall-settings')).toBe('not-started')

    const saved = await api(`${CASES}/${caseId}/memorial-wall/settings`, {
      token: family,
      json: { moderation: 'review', open: true, allowPhotos: true },
    })
    expect(saved.status).toBe(200)
    expect(await statusOf('review-wall-settings')).toBe('in-progress')
  })

  it('music and a stock theme start their tasks too', async () => {
    expect(await statusOf('upload-music')).toBe('not-started')
    const music = await api(`${CASES}/${caseId}/music`, { token: family, form: fileForm(toneWav(440, 0.1).bytes, 'song.wav') })
    expect(music.status).toBe(201)
    expect(await statusOf('upload-music')).toBe('in-progress')

    expect(await statusOf('select-theme')).toBe('not-started')
    const albums = await ok(await api('/api/family/media/albums/stock/themes', { token: family }), StockThemeAlbumListSchema)
    const mediaId = albums.content[0]?.themes[0]?.id
    expect(mediaId).toBeTruthy()
    const chosen = await api(`${CASES}/${caseId}/memorial-theme?mediaId=${mediaId}`, { token: family, method: 'POST' })
    expect(chosen.status).toBe(200)
    expect(await statusOf('select-theme')).toBe('in-progress')
  })

  it('a task marked done stays done when more work comes', async () => {
    const id = await taskId('upload-photos')
    expect((await api(`${CASES}/${caseId}/tasks/${id}/status/completed`, { token: family, method: 'POST' })).status).toBe(200)
    const more = await api(`${CASES}/${caseId}/photos`, { token: family, form: fileForm(png(40, 30), 'more.png') })
    expect(more.status).toBe(201)
    expect(await statusOf('upload-photos')).toBe('completed')
  })
})
