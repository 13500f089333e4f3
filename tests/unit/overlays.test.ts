import { describe, expect, it } from 'vitest'
import {
  OVERLAY_NOT_FOUND,
  closeOverlay,
  createDeferred,
  createOverlayRegistry,
  getOverlay,
  mountedOverlays,
  openOverlay,
  registerOverlay,
  unmountOverlay,
  unregisterOverlay,
  type OverlayRegistry,
} from '#src/lib/overlays.ts'

const definition = 'confirm-renderer'
const registry = (): OverlayRegistry<string> => registerOverlay(createOverlayRegistry<string>(), 'confirm', definition)

function expectNotFound(run: () => unknown) {
  let caught: unknown
  try {
    run()
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(Error)
  expect((caught as Error).message).toBe('Overlay not found')
}

describe('the overlay registry (spec §4)', () => {
  it("raises 'Overlay not found' for an unknown id", () => {
    expect(OVERLAY_NOT_FOUND).toBe('Overlay not found')
    const reg = registry()
    expectNotFound(() => openOverlay(reg, 'nope', {}))
    expectNotFound(() => closeOverlay(reg, 'nope'))
    expectNotFound(() => unmountOverlay(reg, 'nope'))
    expectNotFound(() => getOverlay(reg, 'nope'))
  })

  it('registers an overlay closed and unmounted', () => {
    const reg = registry()
    expect(getOverlay(reg, 'confirm')).toEqual({ id: 'confirm', definition, phase: 'closed', props: undefined, pending: null })
    expect(mountedOverlays(reg)).toEqual([])
  })

  it('opens with props, resolves the result on close, and unmounts after the leave transition', async () => {
    const opened = openOverlay(registry(), 'confirm', { name: 'Margaret' })
    expect(getOverlay(opened.registry, 'confirm')).toMatchObject({ phase: 'open', props: { name: 'Margaret' } })
    expect(mountedOverlays(opened.registry).map((e) => e.id)).toEqual(['confirm'])

    const closed = closeOverlay(opened.registry, 'confirm', 'remove')
    await expect(opened.result).resolves.toBe('remove')
    // Still rendered while its leave transition plays, with the same props.
    expect(getOverlay(closed, 'confirm')).toMatchObject({ phase: 'leaving', props: { name: 'Margaret' } })
    expect(mountedOverlays(closed)).toHaveLength(1)

    const unmounted = unmountOverlay(closed, 'confirm')
    expect(getOverlay(unmounted, 'confirm')).toMatchObject({ phase: 'closed', props: undefined })
    expect(mountedOverlays(unmounted)).toEqual([])
  })

  it('resolves undefined when closed without a result (dismissed)', async () => {
    const opened = openOverlay(registry(), 'confirm', {})
    closeOverlay(opened.registry, 'confirm')
    await expect(opened.result).resolves.toBeUndefined()
  })

  it('keeps the first result when closed twice', async () => {
    const opened = openOverlay(registry(), 'confirm', {})
    const once = closeOverlay(opened.registry, 'confirm', 'first')
    expect(closeOverlay(once, 'confirm', 'second')).toBe(once)
    await expect(opened.result).resolves.toBe('first')
  })

  it('settles an earlier opener with undefined when opened again', async () => {
    const first = openOverlay(registry(), 'confirm', { n: 1 })
    const second = openOverlay(first.registry, 'confirm', { n: 2 })
    await expect(first.result).resolves.toBeUndefined()
    expect(getOverlay(second.registry, 'confirm').props).toEqual({ n: 2 })
    closeOverlay(second.registry, 'confirm', 'ok')
    await expect(second.result).resolves.toBe('ok')
  })

  it('ignores the unmount of an overlay reopened during its leave transition', () => {
    const first = openOverlay(registry(), 'confirm', {})
    const reopened = openOverlay(closeOverlay(first.registry, 'confirm'), 'confirm', {})
    expect(unmountOverlay(reopened.registry, 'confirm')).toBe(reopened.registry)
    expect(getOverlay(reopened.registry, 'confirm').phase).toBe('open')
  })

  it('settles a waiting opener with undefined and forgets the id when unregistered', async () => {
    const opened = openOverlay(registry(), 'confirm', {})
    const gone = unregisterOverlay(opened.registry, 'confirm')
    await expect(opened.result).resolves.toBeUndefined()
    expect(mountedOverlays(gone)).toEqual([])
    expectNotFound(() => openOverlay(gone, 'confirm', {}))
    expect(unregisterOverlay(gone, 'confirm')).toBe(gone)
  })

  it('keeps the state when registered again with the same or a new definition', () => {
    const opened = openOverlay(registry(), 'confirm', { n: 1 }).registry
    expect(registerOverlay(opened, 'confirm', definition)).toBe(opened)
    expect(getOverlay(registerOverlay(opened, 'confirm', 'hot-reloaded'), 'confirm')).toMatchObject({
      definition: 'hot-reloaded',
      phase: 'open',
      props: { n: 1 },
    })
  })

  it('never changes a registry it was given', () => {
    const reg = registry()
    const opened = openOverlay(reg, 'confirm', {})
    expect(getOverlay(reg, 'confirm').phase).toBe('closed')
    closeOverlay(opened.registry, 'confirm')
    expect(getOverlay(opened.registry, 'confirm').phase).toBe('open')
  })
})

describe('createDeferred', () => {
  it('hands out a promise and the function that resolves it', async () => {
    const deferred = createDeferred<number>()
    deferred.resolve(42)
    await expect(deferred.promise).resolves.toBe(42)
  })
})
