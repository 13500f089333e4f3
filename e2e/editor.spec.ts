import { AxeBuilder } from '@axe-core/playwright'
import type { AxeResults } from 'axe-core'
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { apiSession, DEMO, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The page editor (issue 21, decision 036): staff edit Harbor Light's burial-at-sea page in the
 * framed preview and in the host's forms, publish, and see it on the public site. Only that page
 * changes in public, and only during the test: the draft starts as the published site (so the
 * seed's draft hero heading is never published) and both are put back at the end.
 */

const PAGE = '/services/burial-at-sea'
const EDITOR = `/studio/editor?page=${encodeURIComponent(PAGE)}`

const violations = (results: AxeResults) => results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

type Context = Record<string, unknown> & { company?: unknown; locations?: unknown }
const documentOf = ({ company: _c, locations: _l, ...document }: Context) => document

async function readContext(staff: APIRequestContext, kind: 'draft' | 'approved'): Promise<Context> {
  const answer = await staff.get(`/api/web/render-context/${kind}`)
  expect(answer.status(), `GET ${kind}`).toBe(200)
  return (await answer.json()) as Context
}

async function putDraft(staff: APIRequestContext, document: unknown) {
  const answer = await staff.put('/api/web/render-context/draft', { data: document })
  expect(answer.status(), `PUT draft: ${await answer.text()}`).toBe(204)
}

/** Signs in as Harbor's staff on the login page the editor sends a signed-out visitor to, and waits for the framed page in edit mode. */
async function openEditor(page: Page): Promise<FrameLocator> {
  await page.goto(siteUrl(EDITOR, 'harbor'))
  await expect(page).toHaveURL(/\/family-portal\/login/)
  await hydrated(page)
  await signInOnPage(page, DEMO.staff.harbor, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the site' })).toBeVisible()
  const frame = page.frameLocator('iframe.editor-frame')
  await expect(frame.getByRole('button', { name: 'Edit text' }).first()).toBeVisible()
  return frame
}

test.describe('page editor', () => {
  test('a signed-out visitor is sent to sign in, and a family account is refused', async ({ page }) => {
    await page.goto(siteUrl(EDITOR, 'harbor'))
    await expect(page).toHaveURL(/\/family-portal\/login\?redirect=/)
    await hydrated(page)
    await signInOnPage(page, DEMO.family.harbor, DEMO.familyPassword)
    await expect(page.getByText('Your account is a family account, so it cannot open it.')).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('the host is usable and has no axe violations, the frame in edit mode included', async ({ page }) => {
    const errors = collectConsoleErrors(page)
    const frame = await openEditor(page)
    await expect(page.getByRole('heading', { name: 'Modules on this page' })).toBeVisible()
    await expect(page.locator('[data-module-row]')).toHaveCount(4)
    await expect(page.getByRole('heading', { name: 'Changes since the published site' })).toBeVisible()
    await frame.getByRole('button', { name: 'Edit text' }).first().click()
    await expect(page.getByRole('heading', { name: 'Text module' })).toBeVisible()
    // The host, and the framed page in edit mode. Apart, because the frame shows the whole site, its
    // header and footer too: axe would count those landmarks twice with the host's own.
    expect(violations(await new AxeBuilder({ page }).exclude('iframe.editor-frame').analyze())).toEqual([])
    expect(violations(await new AxeBuilder({ page }).include('iframe.editor-frame').analyze())).toEqual([])
    expect(errors).toEqual([])
  })

  test('messages from another origin, or from outside the parent frame, are ignored and logged', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const frame = await openEditor(page)
    const framed = page.frames().find((f) => f.url().includes(`${PAGE}?preview=true`))
    if (!framed) throw new Error('the preview frame')
    const send = (origin: string, fromParent: boolean) =>
      framed.evaluate(
        ([from, parent]) => {
          const data = { type: 'editor:remove-module', moduleId: 'sea-text' }
          window.dispatchEvent(new MessageEvent('message', { data, origin: String(from), source: parent ? window.parent : window }))
        },
        [origin, fromParent] as const,
      )
    await send('https://evil.example', true)
    await send(new URL(siteUrl('/', 'harbor')).origin, false)
    await expect.poll(() => warnings.filter((w) => w.startsWith('Page editor: a message was ignored')).length).toBe(2)
    expect(warnings.join('\n')).toContain("https://evil.example is not the editor's origin")
    await expect(frame.locator('[data-editor-module="sea-text"]')).toHaveCount(1)
    // The same message from the parent at the site's origin is obeyed: the check is what refused the others.
    await send(new URL(siteUrl('/', 'harbor')).origin, true)
    await expect(frame.locator('[data-editor-module="sea-text"]')).toHaveCount(0)
    // The host too ignores a site message that does not come from its frame.
    await page.evaluate(() =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'web:open-modules' }, origin: 'https://evil.example' })),
    )
    await expect.poll(() => warnings.some((w) => w.startsWith('Page editor: ignored a message from https://evil.example'))).toBe(true)
  })
})

test.describe('editing and publishing', () => {
  // One worker edits the shared demo draft at a time, in this order.
  test.describe.configure({ mode: 'serial' })
  let staff: APIRequestContext
  let approved: Record<string, unknown>
  let draft: Record<string, unknown>

  test.beforeAll(async () => {
    test.skip(test.info().project.name === 'phone', 'one run edits and publishes the shared demo site; the phone run checks the host above')
    staff = await apiSession('harbor', DEMO.staff.harbor, DEMO.staffPassword)
    approved = documentOf(await readContext(staff, 'approved'))
    draft = documentOf(await readContext(staff, 'draft'))
    // The draft starts as the published site: publishing then changes this page only.
    await putDraft(staff, approved)
  })

  test.afterAll(async () => {
    if (!staff) return
    // The demo as it was: the published site, then the seed's draft.
    await putDraft(staff, approved)
    expect((await staff.post('/api/web/render-context/approve')).status()).toBe(204)
    await putDraft(staff, draft)
    await staff.dispose()
  })

  test('staff edit a text in place, add, move and remove modules, publish, and visitors see it', async ({ page, browser }) => {
    const frame = await openEditor(page)

    // A text edited in place in the frame reaches the host's form.
    await frame.getByRole('button', { name: 'Edit text' }).first().click()
    const heading = frame.locator('[data-editor-module][data-active] [data-field="heading"]')
    await heading.click()
    await heading.press('ControlOrMeta+a')
    await heading.pressSequentially('A last voyage, edited in place')
    await expect(page.getByLabel('Heading', { exact: true })).toHaveValue('A last voyage, edited in place')

    // A new module above the FAQ, chosen in the host, then moved below it.
    await frame.getByRole('button', { name: 'Edit faq' }).click()
    await frame.getByRole('button', { name: 'Add a module above' }).click()
    await page.getByLabel('Kind of module').selectOption('text')
    await page.getByRole('button', { name: 'Add module' }).click()
    const added = frame.locator('[data-editor-module][data-active]')
    await expect(added).toContainText('New section')
    await frame.getByRole('button', { name: 'Move down' }).click()
    await expect(frame.locator('.editable-page output')).toHaveText(/Moved down/)

    // The call to action removed from the host's list, put back with Undo (at its place, on the page too), and removed again.
    const rows = () => page.locator('[data-module-row]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-module-row')))
    const before = await rows()
    await page.getByRole('button', { name: 'Remove Call to action' }).click()
    await expect(frame.locator('[data-editor-module="sea-cta"]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Undo removing the call to action' })).toBeFocused()
    await page.getByRole('button', { name: 'Undo removing the call to action' }).click()
    await expect(frame.locator('[data-editor-module="sea-cta"]')).toHaveCount(1)
    await expect.poll(rows).toEqual(before)
    const framed = () =>
      frame.locator('[data-editor-module]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-editor-module')))
    await expect.poll(framed).toEqual(before)
    await page.getByRole('button', { name: 'Remove Call to action' }).click()
    await expect(frame.locator('[data-editor-module="sea-cta"]')).toHaveCount(0)

    await expect(page.getByRole('listitem').filter({ hasText: PAGE })).toContainText('1 module added, 1 module changed, 1 module removed')

    // Publishing asks first; the new module still says its example words, so it is named and nothing is published.
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const asked = page.getByRole('dialog', { name: 'Some text still needs writing' })
    await expect(asked).toContainText('The text module on Burial at Sea (/services/burial-at-sea), which still says “New section”')
    await expect(asked.getByRole('button', { name: 'Publish now' })).toHaveCount(0)
    expect(violations(await new AxeBuilder({ page }).exclude('iframe.editor-frame').analyze())).toEqual([])
    await asked.getByRole('button', { name: 'Go to it' }).click()
    // The page behind stays inert until the dialog's leave transition ends.
    await expect(asked).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Text module' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Text New section/ })).toContainText('example text to change')
    await page.getByLabel('Heading', { exact: true }).fill('Our promise')
    await page.getByLabel('Paragraph 1', { exact: true }).fill('We answer day and night.')
    await expect(frame.getByRole('heading', { name: 'Our promise' })).toBeVisible()

    // Now it asks once, listing what changes, and publishes on the one confirmation.
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm.getByRole('listitem').filter({ hasText: PAGE })).toContainText(
      '1 module added, 1 module changed, 1 module removed',
    )
    expect(violations(await new AxeBuilder({ page }).exclude('iframe.editor-frame').analyze())).toEqual([])
    await confirm.getByRole('button', { name: 'Publish now' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible()
    await expect(page.getByText('No changes: visitors see this version.')).toBeVisible()

    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto(siteUrl(PAGE, 'harbor'))
    await expect(publicPage.getByRole('heading', { name: 'A last voyage, edited in place' })).toBeVisible()
    const order = await publicPage.locator('[data-module-id]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-module-type')))
    expect(order).toEqual(['text', 'image', 'faq', 'text'])
    await expect(publicPage.getByText('We answer day and night.')).toBeVisible()
    await expect(publicPage.getByText('Write your text here.')).toHaveCount(0)
    await visitor.close()
  })

  test('editing by keyboard alone', async ({ page }) => {
    const frame = await openEditor(page)
    // In the frame: select the text module, edit its heading, and leave it with Escape.
    await frame.getByRole('button', { name: 'Edit text' }).first().press('Enter')
    await expect(frame.getByRole('button', { name: 'Done with text' })).toBeFocused()
    const heading = frame.locator('[data-editor-module][data-active] [data-field="heading"]')
    // Done, Add a module above, Move down (Move up is off for the first module), Remove, then the heading.
    for (const _ of ['add', 'down', 'remove', 'heading']) await page.keyboard.press('Tab')
    await expect(heading).toBeFocused()
    await page.keyboard.press('End')
    await page.keyboard.type(' by keys')
    await page.keyboard.press('Escape')
    await expect(frame.getByRole('button', { name: 'Done with text' })).toBeFocused()
    await expect(page.getByLabel('Heading', { exact: true })).toHaveValue(/ by keys$/)
    // Moving by keyboard keeps the focus on the control, and says where the module went.
    await frame.getByRole('button', { name: 'Move down' }).press('Enter')
    await expect(frame.locator('.editable-page output')).toHaveText('Moved down: now 2 of 4')
    await expect(frame.getByRole('button', { name: 'Move down' })).toBeFocused()
    // In the host: the module's form by keyboard.
    await page.getByRole('button', { name: /^Text A last voyage/ }).press('Enter')
    const field = page.getByLabel('Heading', { exact: true })
    await field.press('ControlOrMeta+a')
    await field.pressSequentially('Typed in the form')
    await expect(frame.getByRole('heading', { name: 'Typed in the form' })).toBeVisible()
    await page.getByRole('button', { name: 'Save draft' }).press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
  })

  test('saving sends only the changed page, and a reload shows the saved edit', async ({ page }) => {
    const frame = await openEditor(page)
    const whole = new TextEncoder().encode(JSON.stringify(documentOf(await readContext(staff, 'draft')))).byteLength
    const puts: Array<{ url: URL; bytes: number }> = []
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/web/render-context/draft')) {
        puts.push({ url: new URL(request.url()), bytes: request.postDataBuffer()?.byteLength ?? 0 })
      }
    })
    await page
      .getByRole('button', { name: /^Text / })
      .first()
      .click()
    await page.getByLabel('Heading', { exact: true }).fill('Saved on its own')
    await expect(frame.getByRole('heading', { name: 'Saved on its own' })).toBeVisible()
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
    // One request, for this page alone: a fraction of the site, whatever the site's size.
    expect(puts.map((p) => `${p.url.pathname}?path=${p.url.searchParams.get('path')}`)).toEqual([
      `/api/web/render-context/draft/page?path=${PAGE}`,
    ])
    expect(puts[0]?.bytes).toBeLessThan(whole / 2)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit the site' })).toBeVisible()
    await expect(page.frameLocator('iframe.editor-frame').getByRole('heading', { name: 'Saved on its own' })).toBeVisible()
    await page.getByRole('button', { name: /^Text Saved on its own/ }).click()
    await expect(page.getByLabel('Heading', { exact: true })).toHaveValue('Saved on its own')
  })

  test('leaving or reloading with unsaved changes asks first, and staying keeps them', async ({ page }) => {
    await openEditor(page)
    await page
      .getByRole('button', { name: /^Text / })
      .first()
      .click()
    const heading = page.getByLabel('Heading', { exact: true })
    await heading.fill('Not saved yet')

    // A reload asks (the browser's own question); staying keeps what was typed.
    const reloadAsked = page.waitForEvent('dialog')
    void page.evaluate(() => window.location.reload()).catch(() => undefined)
    const beforeUnload = await reloadAsked
    expect(beforeUnload.type()).toBe('beforeunload')
    await beforeUnload.dismiss()
    await expect(heading).toHaveValue('Not saved yet')

    // Another screen asks too, in words.
    const casesLink = page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Cases' })
    // The question holds the click until it is answered: answered by a handler set beforehand.
    const questions: string[] = []
    page.once('dialog', (dialog) => {
      questions.push(`${dialog.type()}: ${dialog.message()}`)
      void dialog.dismiss()
    })
    await casesLink.click()
    expect(questions).toEqual(['confirm: Some changes to the site are not saved yet. Leave the editor and lose them?'])
    await expect(page).toHaveURL(/\/studio\/editor/)
    await expect(heading).toHaveValue('Not saved yet')

    // Saying yes leaves, and the draft keeps what was last saved.
    page.once('dialog', (dialog) => void dialog.accept())
    await casesLink.click()
    await expect(page).toHaveURL(/\/studio\/cases$/)
    expect(JSON.stringify((await readContext(staff, 'draft')).pages)).not.toContain('Not saved yet')
  })
})
