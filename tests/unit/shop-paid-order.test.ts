import { describe, expect, it } from 'vitest'
import type { ShopOrder } from '#contract/shop.ts'
import { forgetPaidOrder, paidOrderFrom, paidOrderName, rememberPaidOrder } from '#src/features/shop/paid-order.ts'

/** A Map standing in for sessionStorage. */
function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe('the paid order a checkout keeps in its tab (issue 34 point 8)', () => {
  it('is one per checkout address: obituary, product, size and quantity', () => {
    expect(paidOrderName(1001, 1001, 10012, 2)).toBe('shop-paid-order:1001:1001:10012:2')
    expect(paidOrderName(1001, 1001, 10012, 1)).not.toBe(paidOrderName(1001, 1001, 10012, 2))
  })

  it('gives nothing back for an empty, broken or foreign entry', () => {
    expect(paidOrderFrom(null)).toBeUndefined()
    expect(paidOrderFrom('')).toBeUndefined()
    expect(paidOrderFrom('{not json')).toBeUndefined()
    expect(paidOrderFrom(JSON.stringify({ id: 1, card: '4242424242424242' }))).toBeUndefined()
  })

  it('is forgotten on request', () => {
    const storage = memoryStorage()
    const name = paidOrderName(1, 2, 3, 1)
    rememberPaidOrder(storage, name, { id: 7 } as unknown as ShopOrder)
    expect(storage.getItem(name)).toBe('{"id":7}')
    forgetPaidOrder(storage, name)
    expect(storage.getItem(name)).toBeNull()
  })
})
