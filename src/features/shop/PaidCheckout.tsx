import { useMemo, useSyncExternalStore } from 'react'
import type { ShopOrder } from '#contract/shop.ts'
import { browserSessionStorage } from '#src/features/payments/index.ts'
import { Button } from '#src/ui/Button.tsx'
import { SiteLink } from '#src/ui/SiteLink.tsx'
import { forgetPaidOrder, paidOrderFrom } from './paid-order.ts'
import { shopHref } from './rules.ts'
import { ShopSection } from './ShopSection.tsx'
import { OrderReceipt } from './ThanksView.tsx'

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function readStored(name: string): string | null {
  try {
    return browserSessionStorage()?.getItem(name) ?? null
  } catch {
    return null
  }
}

/**
 * The order this checkout has paid in this tab, if any (paid-order.ts), and a way to start a new
 * order instead. Read after hydration (the server knows nothing of the tab): a page loaded anew
 * renders the form first, then the paid order; coming Back from the thanks page shows it at once.
 */
export function usePaidOrder(name: string): { order: ShopOrder | undefined; forget: () => void } {
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored(name),
    () => null,
  )
  const order = useMemo(() => paidOrderFrom(stored), [stored])
  return {
    order,
    forget: () => {
      forgetPaidOrder(browserSessionStorage(), name)
      for (const listener of listeners) listener()
    },
  }
}

type PaidCheckoutProps = { order: ShopOrder; obituaryId: number; nameSlug: string; onOrderAgain: () => void }

/**
 * A checkout whose order is paid (issue 34 point 8): it says so, with the order's receipt, and
 * offers no Pay button. Another order of the same flowers is a choice the person makes.
 */
export function PaidCheckout({ order, obituaryId, nameSlug, onOrderAgain }: PaidCheckoutProps) {
  return (
    <ShopSection id="checkout-title" title="This order is paid" className="shop-checkout shop-thanks">
      <p className="mt-0 text-lg">
        Order number <strong data-testid="order-id">{order.id}</strong> is paid. Thank you. A receipt has been sent to{' '}
        <strong>{order.purchaser.email}</strong>.
      </p>
      <div className="grid max-w-3xl gap-6">
        <OrderReceipt order={order} />
        <div className="flex flex-wrap items-center gap-4">
          <SiteLink to={shopHref(obituaryId, nameSlug)} className="inline-flex min-h-11 items-center">
            Back to the flowers
          </SiteLink>
          <Button variant="secondary" onClick={onOrderAgain}>
            Order these flowers again
          </Button>
        </div>
      </div>
    </ShopSection>
  )
}
