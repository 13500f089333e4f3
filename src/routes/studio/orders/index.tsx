import { createFileRoute, Link } from '@tanstack/react-router'
import { ORDER_STATUSES } from '#contract/shop-constants.ts'
import type { OrderStatus } from '#contract/studio-orders.ts'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { OrderList } from '#src/features/studio/OrderList.tsx'
import { ordersQuery } from '#src/features/studio/queries.ts'
import { queryClient } from '#src/lib/queries.ts'
import { wholeNumberParam } from '#src/lib/search-params.ts'

const MAX_PAGE = 10_000

type OrderSearch = { page?: number; status?: OrderStatus; obituary?: number }

function statusParam(value: unknown): OrderStatus | undefined {
  return ORDER_STATUSES.find((s) => s === value)
}

/** /studio/orders: the home's shop orders, by status and (`?obituary=`) obituary (issue 38 point 5). */
export const Route = createFileRoute('/studio/orders/')({
  validateSearch: (search: Record<string, unknown>): OrderSearch => {
    const page = wholeNumberParam(search.page, 1, MAX_PAGE)
    const status = statusParam(search.status)
    const obituary = wholeNumberParam(search.obituary, 1, Number.MAX_SAFE_INTEGER)
    return { ...(page ? { page } : {}), ...(status ? { status } : {}), ...(obituary ? { obituary } : {}) }
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, filter: { status: search.status, obituaryId: search.obituary } }),
  loader: async ({ deps, context }) => {
    if (staffMay(context.user.staffRole, 'payments')) await (await queryClient()).ensureQueryData(ordersQuery(deps.page - 1, deps.filter))
    return deps
  },
  head: ({ match }) => portalHead(match.context, 'Shop orders'),
  component: OrdersPage,
})

function OrdersPage() {
  const { user } = Route.useRouteContext()
  const { page, filter } = Route.useLoaderData()
  if (!staffMay(user.staffRole, 'payments')) {
    return (
      <main id="main" className="page portal-page">
        <h1>Shop orders</h1>
        <p>Your role at the funeral home does not include payments. The owner can change that.</p>
        <Link to="/studio">Back to the studio</Link>
      </main>
    )
  }
  return <OrderList page={page} filter={filter} />
}
