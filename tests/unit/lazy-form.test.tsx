// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ZIP_MASK } from '#src/lib/masks.ts'
import { changedFromServer, EarlyInput, earlyKey } from '#src/ui/fields/early-input.ts'
import { useAppForm } from '#src/ui/fields/form.ts'
import { FORM_LOAD_FAILED, FORM_LOAD_RETRY } from '#src/ui/fields/form-load-boundary.tsx'
import { lazyForm } from '#src/ui/fields/lazy-form.tsx'

type Values = { name: string; zip: string; contact: string; agree: boolean }

const METHODS = [
  { value: 'phone', label: 'Phone call' },
  { value: 'email', label: 'Email' },
]
const schema = z.object({ name: z.string().min(1, 'This field is required'), zip: z.string(), contact: z.string(), agree: z.boolean() })

/** A form of each kind of field: text, masked, radio group, checkbox. `sent` gets what a submit validated. */
function DemoForm({ sent }: { sent: Values[] }) {
  const form = useAppForm({
    defaultValues: { name: '', zip: '', contact: 'phone', agree: false } as Values,
    validators: { onChange: schema },
    onSubmit: ({ value }) => {
      sent.push(value)
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Demo">
        <form.AppField name="name">{(f) => <f.TextField label="Name" required />}</form.AppField>
        <form.AppField name="zip">{(f) => <f.MaskedField label="ZIP code" mask={ZIP_MASK} inputMode="numeric" />}</form.AppField>
        <form.AppField name="contact">{(f) => <f.RadioGroupField label="How to contact you" options={METHODS} />}</form.AppField>
        <form.AppField name="agree">{(f) => <f.CheckboxField label="I agree" />}</form.AppField>
        <button type="submit">Send</button>
      </form.Form>
    </form.AppForm>
  )
}

/** A promise settled from outside: the form's code "arriving". */
function deferred() {
  return Promise.withResolvers<void>()
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** The page as the server sends it (the form rendered in full), hydrated with the form's code still on its way. */
async function serverPageHydratingWithoutCode(sent: Values[], before: (page: HTMLElement) => void = () => {}) {
  const OnServer = lazyForm(() => Promise.resolve(DemoForm))
  await OnServer.preload()
  const container = document.createElement('div')
  container.innerHTML = renderToString(<OnServer sent={sent} />)
  // Typed before this page's scripts ran at all: found by comparing with the server's values.
  before(container)
  document.body.appendChild(container)
  const code = deferred()
  const InBrowser = lazyForm(() => code.promise.then(() => DemoForm))
  await act(async () => {
    root = hydrateRoot(container, <InBrowser sent={sent} />)
  })
  const input = (name: string, value?: string) =>
    container.querySelector<HTMLInputElement>(`input[name="${name}"]${value ? `[value="${value}"]` : ''}`) as HTMLInputElement
  return { container, code, input }
}

/** Typing as the browser does it before any script listens: the box changes, an input event goes out. */
function typeInto(input: HTMLInputElement, text: string) {
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('lazyForm: a server-rendered form whose code comes after the page', () => {
  it('keeps what was typed, ticked and chosen before the code came, and hands it to the fields as typing', async () => {
    const sent: Values[] = []
    const { code, input } = await serverPageHydratingWithoutCode(sent, (page) => {
      ;(page.querySelector('input[name="name"]') as HTMLInputElement).value = 'Ann'
    })
    typeInto(input('zip'), '123456789')
    input('contact', 'email').click()
    input('agree').click()
    const frame = input('name').closest('.contents')
    expect(frame?.hasAttribute('data-form-live')).toBe(false)

    await act(async () => {
      code.resolve()
      await code.promise
    })
    // The fields listen now, what was typed is in them: the frame says so.
    expect(frame?.hasAttribute('data-form-live')).toBe(true)

    // On screen as typed (the mask formats it now), and in the form: a submit sends it.
    expect(input('name').value).toBe('Ann')
    expect(input('zip').value).toBe('12345-6789')
    expect(input('contact', 'email').checked).toBe(true)
    expect(input('agree').checked).toBe(true)
    await act(async () => {
      input('name').form?.requestSubmit()
    })
    expect(sent).toEqual([{ name: 'Ann', zip: '12345-6789', contact: 'email', agree: true }])
  })

  it('holds a submit made before the code came, then submits what was typed, validated', async () => {
    const sent: Values[] = []
    const { code, input, container } = await serverPageHydratingWithoutCode(sent)
    typeInto(input('name'), 'Walter')
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    container.querySelector('form')?.dispatchEvent(submit)
    // Not sent by the browser (it would go unvalidated, to the page's own address).
    expect(submit.defaultPrevented).toBe(true)
    expect(sent).toEqual([])

    await act(async () => {
      code.resolve()
      await code.promise
    })
    expect(sent).toEqual([{ name: 'Walter', zip: '', contact: 'phone', agree: false }])
  })

  it('makes the held submit validate: an empty required field stops it, with its message', async () => {
    const sent: Values[] = []
    const { code, container } = await serverPageHydratingWithoutCode(sent)
    container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await act(async () => {
      code.resolve()
      await code.promise
    })
    // The submit's validation settles, then React shows its message.
    await act(async () => {})
    expect(sent).toEqual([])
    expect(container.textContent).toContain('This field is required')
  })
})

describe('lazyForm: code that does not arrive', () => {
  it('shows a message with a way to try again in place of the form, never loading again on its own', async () => {
    const sent: Values[] = []
    // Offline until the person asks again.
    const network = { online: false, loads: 0 }
    const Lazy = lazyForm(() => {
      network.loads += 1
      return network.online ? Promise.resolve(DemoForm) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const container = document.createElement('div')
    document.body.appendChild(container)
    await act(async () => {
      root = createRoot(container)
      root.render(<Lazy sent={sent} />)
    })
    await act(async () => {})
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(FORM_LOAD_FAILED + FORM_LOAD_RETRY)
    expect(container.querySelector('form')).toBeNull()
    // React rendered again after the failure: the failed load was not started again by it.
    expect(network.loads).toBe(1)

    network.online = true
    const retry = Array.from(container.querySelectorAll('button')).find((b) => b.textContent === FORM_LOAD_RETRY)
    await act(async () => {
      retry?.click()
    })
    expect(network.loads).toBe(2)
    expect(container.querySelector('[role="alert"]')).toBeNull()
    expect(container.querySelector('form')).not.toBeNull()
    logged.mockRestore()
  })

  it('keeps what was typed in the server’s form when its code fails, and puts it back once the code comes', async () => {
    const sent: Values[] = []
    const OnServer = lazyForm(() => Promise.resolve(DemoForm))
    await OnServer.preload()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<OnServer sent={sent} />)
    document.body.appendChild(container)
    const network = { online: false, first: deferred() }
    const InBrowser = lazyForm(async () => {
      await network.first.promise
      if (!network.online) throw new TypeError('Failed to fetch dynamically imported module')
      return DemoForm
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      root = hydrateRoot(container, <InBrowser sent={sent} />, { onRecoverableError: () => {} })
    })
    typeInto(container.querySelector('input[name="name"]') as HTMLInputElement, 'Ann')
    await act(async () => {
      network.first.resolve()
    })
    await act(async () => {})
    expect(container.querySelector('[role="alert"]')).not.toBeNull()

    network.online = true
    await act(async () => {
      Array.from(container.querySelectorAll('button'))
        .find((b) => b.textContent === FORM_LOAD_RETRY)
        ?.click()
    })
    await act(async () => {})
    expect((container.querySelector('input[name="name"]') as HTMLInputElement).value).toBe('Ann')
    logged.mockRestore()
  })

  it('loads again for a navigation (preload) after a failed load, and never fails the route’s loader', async () => {
    let loads = 0
    let fail = true
    const Lazy = lazyForm(() => {
      loads += 1
      return fail ? Promise.reject(new TypeError('offline')) : Promise.resolve(DemoForm)
    })
    // The loader goes on: the page renders, the form shows its message (the test above).
    await expect(Lazy.preload()).resolves.toBeUndefined()
    fail = false
    await expect(Lazy.preload()).resolves.toBeUndefined()
    expect(loads).toBe(2)
    await expect(Lazy.preload()).resolves.toBeUndefined()
    expect(loads).toBe(2)
  })
})

describe('EarlyInput', () => {
  it('knows a control the person changed from the one the server rendered', () => {
    document.body.innerHTML = `<input name="a" value="x"><input type="checkbox" name="b"><input type="radio" name="c" value="1" checked><input type="radio" name="c" value="2"><select name="d"><option value="1" selected>1</option><option value="2">2</option></select>`
    const [a, b, c1, c2] = Array.from(document.querySelectorAll('input'))
    const d = document.querySelector('select') as HTMLSelectElement
    expect([a, b, c1, c2].map((el) => changedFromServer(el as HTMLInputElement))).toEqual([false, false, false, false])
    expect(changedFromServer(d)).toBe(false)
    ;(a as HTMLInputElement).value = 'y'
    ;(b as HTMLInputElement).checked = true
    ;(c2 as HTMLInputElement).checked = true
    d.value = '2'
    // The radio the server ticked is unticked by the choice: only the new choice is news.
    expect([a, b, c1, c2].map((el) => changedFromServer(el as HTMLInputElement))).toEqual([true, true, false, true])
    expect(changedFromServer(d)).toBe(true)
  })

  it('keeps a radio by its name and value, and a later choice last', () => {
    document.body.innerHTML = `<form><input type="radio" name="c" value="1"><input type="radio" name="c" value="2"></form>`
    const early = new EarlyInput()
    const stop = early.listen(document.body)
    const [one, two] = Array.from(document.querySelectorAll('input'))
    one?.click()
    two?.click()
    one?.click()
    expect([...early.kept.keys()]).toEqual([earlyKey(two as HTMLInputElement), earlyKey(one as HTMLInputElement)])
    stop()
  })

  it('leaves controls outside its part of the page alone, and stops holding submits once replayed', () => {
    document.body.innerHTML = `<div id="mine"><form><input name="a"></form></div><form id="other"><input name="b"></form>`
    const early = new EarlyInput()
    early.listen(document.getElementById('mine') as Element)
    const other = document.getElementById('other') as HTMLFormElement
    typeInto(other.querySelector('input') as HTMLInputElement, 'x')
    expect(early.kept.size).toBe(0)
    const outside = new Event('submit', { bubbles: true, cancelable: true })
    other.dispatchEvent(outside)
    expect(outside.defaultPrevented).toBe(false)
    early.replay()
    const mine = new Event('submit', { bubbles: true, cancelable: true })
    document.querySelector('#mine form')?.dispatchEvent(mine)
    expect(mine.defaultPrevented).toBe(false)
  })
})
