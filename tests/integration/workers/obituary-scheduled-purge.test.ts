import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { FirstCallResultSchema, STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import { StaffObituarySchema } from '#contract/studio-obituaries.ts'
import { browser, signIn } from './helpers.ts'

/**
 * Issue 38 point 1, decision 059: an obituary the home scheduled is published by the web Worker's
 * own cron (its `scheduled` handler, as the Cron Trigger runs it), which purges the home's hosts,
 * so the public obituary page and the obituary list are fresh in that minute instead of serving
 * the copies cached before. The built web Worker in front of the built api, one D1.
 */

const DIRECTOR = { email: 'director@whitfield.example', password: 'staff-demo-2026' }
const bindings = env as unknown as { DB: D1Database }
/** The built web Worker's entry, the module SELF answers from: its `scheduled` handler as the Cron Trigger calls it. */
const BUILT_ENTRY = '../../../dist/server/index.js'

async function runCron(): Promise<void> {
  const web = ((await import(/* @vite-ignore */ BUILT_ENTRY)) as { default: ExportedHandler<typeof env> }).default
  const ctx = createExecutionContext()
  await web.scheduled?.(createScheduledController({ cron: '* * * * *', scheduledTime: new Date() }), env, ctx)
  await waitOnExecutionContext(ctx)
}

/** An anonymous visitor's page (cached at the edge), its status, cache outcome and text. */
async function visit(path: string) {
  const response = await browser(path, { headers: { Accept: 'text/html' } })
  return { status: response.status, cache: response.headers.get('x-cache'), text: await response.text() }
}

describe("the web Worker's cron publishes scheduled obituaries and purges their homes' edge cache", () => {
  it('shows the obituary on its page and in the list in the minute it is published, not the cached copies', async () => {
    const { fs_at, fs_rt } = await signIn(DIRECTOR)
    const cookies = { fs_at, fs_rt }
    const lastName = `Cronpurge${crypto
      .randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`
    const opened = await browser(STAFF_CASES_PATH, {
      method: 'POST',
      cookies,
      body: JSON.stringify({
        firstName: 'Nora',
        lastName,
        caseType: 'AT_NEED',
        locationId: 101,
        contact: { firstName: 'Owen', lastName },
        inviteContact: false,
      }),
    })
    expect(opened.status).toBe(201)
    const { id: caseId } = FirstCallResultSchema.parse(await opened.json())
    onTestFinished(async () => {
      await bindings.DB.prepare('DELETE FROM cases WHERE id = ?').bind(caseId).run()
    })
    const words = { firstName: 'Nora', lastName, deathDate: '2026-11-30', text: 'Nora kept bees.' }
    const saved = await browser(`${STAFF_CASES_PATH}/${caseId}/obituary`, { method: 'PUT', cookies, body: JSON.stringify(words) })
    const obituary = StaffObituarySchema.parse(await saved.json())
    const scheduled = await browser(`${STAFF_CASES_PATH}/${caseId}/obituary/publish`, {
      method: 'POST',
      cookies,
      body: JSON.stringify({ when: 'at', date: '2099-06-01', time: '10:00' }),
    })
    expect(scheduled.status).toBe(200)
    const page = obituary.publicPath
    const list = `/obituaries?query=${lastName}`

    // Cached while it is not yet public: the list without it (no link to its page).
    const before = await visit(list)
    expect(before.status).toBe(200)
    expect(before.text.includes(`href="${page}"`)).toBe(false)
    expect((await visit(list)).cache).toBe('HIT')

    // Its time comes (the row's time moved into the past: the deployed run uses the real clock).
    await bindings.DB.prepare('UPDATE obituaries SET scheduled_for = ? WHERE id = ?')
      .bind(new Date(Date.now() - 60_000).toISOString(), obituary.id)
      .run()
    // Without the cron's purge, the edge would go on answering its copy.
    expect((await visit(list)).cache).toBe('HIT')

    await runCron()
    // Another isolate of the data center may trust its copy of the host's version for a second (keys.ts).
    await expect.poll(async () => (await visit(list)).text.includes(`href="${page}"`), { timeout: 15_000 }).toBe(true)
    const shown = await visit(page)
    expect(shown.status).toBe(200)
    expect(shown.text).toContain('Nora kept bees.')
    const published = await bindings.DB.prepare('SELECT published_at AS at, scheduled_for AS due FROM obituaries WHERE id = ?')
      .bind(obituary.id)
      .first<{ at: string | null; due: string | null }>()
    expect(published).toMatchObject({ due: null })
    expect(published?.at).not.toBeNull()
  })
})
