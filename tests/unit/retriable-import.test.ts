import { describe, expect, it } from 'vitest'
import { failedModuleUrl, retriableImport } from '#src/lib/retriable-import.ts'

const CHUNK = 'https://whitfield.example/assets/CheckoutForm-Cxp-NkA-.js'

describe('failedModuleUrl', () => {
  it('reads the module a failed import names, as Chromium and Firefox write it, without a fragment', () => {
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))).toBe(CHUNK)
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}#retry-1`))).toBe(CHUNK)
  })

  it('names nothing for WebKit’s message, other errors and non-errors', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined()
    expect(failedModuleUrl(new Error('offline'))).toBeUndefined()
    expect(failedModuleUrl(`Failed to fetch dynamically imported module: ${CHUNK}`)).toBeUndefined()
  })
})

describe('retriableImport', () => {
  it('loads through the bundler’s import while it works', async () => {
    const load = retriableImport(
      () => Promise.resolve({ Form: 'the form' }),
      (m) => m.Form,
      () => Promise.reject(new Error('not used')),
    )
    await expect(load()).resolves.toBe('the form')
    await expect(load()).resolves.toBe('the form')
  })

  it('after a failed fetch, imports the module it named under a new fragment each time', async () => {
    const fresh: string[] = []
    let online = false
    const load = retriableImport(
      () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`)),
      (m: { Form: string }) => m.Form,
      (url) => {
        fresh.push(url)
        return online
          ? Promise.resolve({ Form: 'the form' })
          : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`))
      },
    )
    await expect(load()).rejects.toThrow(CHUNK)
    await expect(load()).rejects.toThrow(`${CHUNK}#retry-1`)
    online = true
    await expect(load()).resolves.toBe('the form')
    expect(fresh).toEqual([`${CHUNK}#retry-1`, `${CHUNK}#retry-2`])
  })

  it('tries the plain import again when the failure names no module (WebKit)', async () => {
    let loads = 0
    const load = retriableImport(
      () => {
        loads += 1
        return loads === 1 ? Promise.reject(new TypeError('Importing a module script failed.')) : Promise.resolve({ Form: 'the form' })
      },
      (m) => m.Form,
      () => Promise.reject(new Error('not used')),
    )
    await expect(load()).rejects.toThrow('Importing a module script failed.')
    await expect(load()).resolves.toBe('the form')
    expect(loads).toBe(2)
  })
})
