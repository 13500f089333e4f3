import { describe, expect, it, vi } from 'vitest'
import { afterChain } from '#core/after-chain.ts'

describe('afterChain', () => {
  it('calls done once, after the chain, with thrown false', async () => {
    const order: string[] = []
    await afterChain(
      async () => {
        order.push('next')
      },
      (thrown) => order.push(`done ${thrown}`),
    )
    expect(order).toEqual(['next', 'done false'])
  })

  it('calls done with thrown true and rethrows the chain’s error', async () => {
    const done = vi.fn<(thrown: boolean) => void>()
    await expect(afterChain(() => Promise.reject(new Error('boom')), done)).rejects.toThrow('boom')
    expect(done).toHaveBeenCalledExactlyOnceWith(true)
  })
})
