import type { MovableOrderStatus, OrderStatus } from '#contract/studio-orders.ts'

/**
 * Where an order may go by hand (decision 062), pure so it is tested on its own. Forward as the
 * flowers go (paid, sent to the florist, delivered), one step back to undo a tap made too soon;
 * a refunded order stays refunded, and only the refund call makes one.
 */
const MOVES: Readonly<Record<OrderStatus, readonly MovableOrderStatus[]>> = {
  paid: ['sent', 'delivered'],
  sent: ['delivered', 'paid'],
  delivered: ['sent'],
  refunded: [],
}

export function orderMoves(status: OrderStatus): MovableOrderStatus[] {
  return [...MOVES[status]]
}

/** Any order not yet refunded may be refunded, delivered ones too (a late or wrong delivery). */
export function isRefundable(status: OrderStatus): boolean {
  return status !== 'refunded'
}
