import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { MovableOrderStatus, OrderStatus, StaffOrder } from '#contract/studio-orders.ts'
import { formatCents } from '#core/money.ts'
import { fullName } from '#core/names.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { dollarsText, parseDollars } from '#src/features/statement/index.ts'
import { Button } from '#src/ui/Button.tsx'
import { OrderNotesForm } from './forms.tsx'
import {
  deliveryLine,
  ORDER_FILTERS,
  ORDER_MOVE_LABELS,
  ORDER_STATUS_LABELS,
  orderLeftCents,
  orderWhat,
  refundAmountProblem,
  refundQuestion,
  statusLine,
} from './order-words.ts'
import { ordersQuery, type OrderFilter } from './queries.ts'

/**
 * The home's shop orders (issue 38 point 5): newest first, by status and by obituary (both in
 * the address); each with what, for whom, delivery, the buyer, the card's words, its status with
 * who moved it, notes, and a refund that asks once (decision 062).
 */
export function OrderList({ page, filter }: { page: number; filter: OrderFilter }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { company } = useSite()
  const { data } = useSuspenseQuery(ordersQuery(page - 1, filter))
  const [note, setNote] = useState<string>()
  const search = (next: { page?: number; status?: OrderStatus }) => ({
    ...(next.page && next.page > 1 ? { page: next.page } : {}),
    ...(next.status ? { status: next.status } : {}),
    ...(filter.obituaryId ? { obituary: filter.obituaryId } : {}),
  })
  const changed = (message: string) => {
    setNote(message)
    void queryClient.invalidateQueries({ queryKey: ['studio', 'orders'] })
  }
  const obituary = filter.obituaryId ? data.content[0]?.obituary : undefined
  return (
    <main id="main" className="page portal-page">
      <h1>{obituary ? `Orders in memory of ${fullName(obituary)}` : 'Shop orders'}</h1>
      <p>Flowers and gifts bought from the obituaries’ shops. Mark each as it goes to the florist and arrives; refund one if it cannot.</p>
      {filter.obituaryId ? (
        <p>
          <Link to="/studio/orders" search={filter.status ? { status: filter.status } : {}}>
            Show the orders of every obituary
          </Link>
        </p>
      ) : null}
      <div className="studio-filter">
        <label htmlFor="order-status">Show</label>
        <select
          id="order-status"
          value={filter.status ?? ''}
          onChange={(event) => {
            const value = event.target.value as OrderStatus | ''
            setNote(undefined)
            void navigate({ to: '/studio/orders', search: search({ status: value || undefined }) })
          }}
        >
          {ORDER_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <output className="studio-note">{note}</output>
      {data.content.length === 0 ? (
        <div className="portal-empty">
          <p>{filter.status ? `No orders are ${ORDER_STATUS_LABELS[filter.status].toLowerCase()}.` : 'No orders yet.'}</p>
          <p>Orders appear here as visitors buy from an obituary’s shop.</p>
        </div>
      ) : (
        <ul className="studio-cases" aria-label="Orders">
          {data.content.map((order) => (
            <OrderRow key={order.id} order={order} timeZone={company.timeZone} onChanged={changed} />
          ))}
        </ul>
      )}
      {data.totalPages > 1 ? (
        <nav className="portal-pager" aria-label="More orders">
          {page > 1 ? (
            <Link to="/studio/orders" search={search({ page: page - 1, status: filter.status })}>
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {data.totalPages}
          </span>
          {page < data.totalPages ? (
            <Link to="/studio/orders" search={search({ page: page + 1, status: filter.status })}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}

type RowProps = { order: StaffOrder; timeZone: string; onChanged: (message: string) => void }

function OrderRow({ order, timeZone, onChanged }: RowProps) {
  const [problem, setProblem] = useState<string>()
  const [asking, setAsking] = useState(false)
  const refundButton = useRef<HTMLButtonElement>(null)
  const keepButton = useRef<HTMLButtonElement>(null)
  // Asked once, the focus on keeping the order: a refund cannot be undone.
  useEffect(() => {
    if (asking) keepButton.current?.focus()
  }, [asking])
  const failed = (error: unknown) => setProblem(sessionProblem(error))
  const move = useMutation({
    mutationFn: (status: MovableOrderStatus) =>
      call(operations.patchApiStaffOrdersByOrderId, { params: { orderId: order.id }, body: { status } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (moved) => onChanged(`Order ${moved.id} is ${ORDER_STATUS_LABELS[moved.status].toLowerCase()} now.`),
    onError: failed,
  })
  const left = orderLeftCents(order)
  // What is left is the answer unless a part is typed (decision 065).
  const [amountText, setAmountText] = useState(() => dollarsText(left))
  const amountProblem = refundAmountProblem(amountText, left)
  const amountCents = amountProblem === undefined ? (parseDollars(amountText) ?? left) : left
  const refund = useMutation({
    mutationFn: (cents: number) =>
      call(operations.postApiStaffOrdersByOrderIdRefund, {
        params: { orderId: order.id },
        body: cents === left ? {} : { amountCents: cents },
      }),
    onMutate: () => setProblem(undefined),
    onSuccess: ({ order: done, refunded }, cents) => {
      setAsking(false)
      onChanged(
        !refunded
          ? `Order ${done.id} was refunded already. Nothing more was refunded.`
          : done.status === 'refunded'
            ? `Order ${done.id} is refunded: ${formatCents(cents)} back to ${done.purchaser.firstName} ${done.purchaser.lastName}, who is mailed.`
            : `${formatCents(cents)} of order ${done.id} is refunded to ${done.purchaser.firstName} ${done.purchaser.lastName}, who is mailed.`,
      )
    },
    onError: failed,
  })
  const busy = move.isPending || refund.isPending
  const label = `order ${order.id}`
  return (
    <li className="studio-case studio-order" data-status={order.status}>
      <h2 className="studio-case__name">
        Order {order.id}: {orderWhat(order)}
      </h2>
      <p className="studio-case__facts">
        In memory of{' '}
        <Link to="/studio/orders" search={{ obituary: order.obituary.id }}>
          {fullName(order.obituary)}
        </Link>
      </p>
      <dl className="studio-order__facts">
        <dt>Status</dt>
        <dd className="studio-order__status">{statusLine(order, timeZone)}</dd>
        <dt>Delivery</dt>
        <dd>
          {deliveryLine(order)}
          {order.delivery.instructions ? ` (${order.delivery.instructions})` : ''}
        </dd>
        <dt>From</dt>
        <dd>
          {order.purchaser.firstName} {order.purchaser.lastName}, {order.purchaser.email}, {order.purchaser.phone}
        </dd>
        <dt>Card</dt>
        <dd>{order.cardMessage ? `“${order.cardMessage}”` : 'No card message.'}</dd>
      </dl>
      <div className="studio-member__actions">
        {order.moves.map((to) => (
          <Button
            key={to}
            variant="secondary"
            size="sm"
            busy={move.isPending && move.variables === to}
            aria-disabled={busy || undefined}
            onClick={() => busy || move.mutate(to)}
          >
            {ORDER_MOVE_LABELS[to]}
            <span className="visually-hidden"> for {label}</span>
          </Button>
        ))}
        {order.refundable && !asking ? (
          <Button
            ref={refundButton}
            variant="secondary"
            size="sm"
            aria-disabled={busy || undefined}
            onClick={() => busy || setAsking(true)}
          >
            Refund<span className="visually-hidden"> {label}</span>
          </Button>
        ) : null}
      </div>
      {asking ? (
        <div className="studio-order__ask">
          <p>{refundQuestion(order)}</p>
          <div className="field">
            <label className="field__label" htmlFor={`refund-amount-${order.id}`}>
              Amount to refund, in dollars
            </label>
            <input
              id={`refund-amount-${order.id}`}
              className="field__control"
              inputMode="decimal"
              value={amountText}
              aria-invalid={amountProblem ? true : undefined}
              aria-describedby={amountProblem ? `refund-amount-${order.id}-problem` : undefined}
              onChange={(event) => setAmountText(event.target.value)}
            />
            {amountProblem ? (
              <p className="field__error" id={`refund-amount-${order.id}-problem`}>
                {amountProblem}
              </p>
            ) : null}
          </div>
          <div className="studio-member__actions">
            <Button
              variant="primary"
              size="sm"
              busy={refund.isPending}
              aria-disabled={amountProblem ? true : undefined}
              onClick={() => refund.isPending || amountProblem !== undefined || refund.mutate(amountCents)}
            >
              Yes, refund {formatCents(amountCents)}
            </Button>
            <Button
              ref={keepButton}
              variant="secondary"
              size="sm"
              aria-disabled={refund.isPending || undefined}
              onClick={() => {
                if (refund.isPending) return
                setAsking(false)
                requestAnimationFrame(() => refundButton.current?.focus())
              }}
            >
              Keep the order
            </Button>
          </div>
        </div>
      ) : null}
      <OrderNotesForm key={order.notes} order={order} onSaved={(saved) => onChanged(`The notes on order ${saved.id} are saved.`)} />
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}
