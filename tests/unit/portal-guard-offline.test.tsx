// @vitest-environment jsdom
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionUser } from '#contract/auth.ts'
import { SESSION_QUERY_KEY } from '#src/features/auth/index.ts'
import { SCREEN_OFFLINE, STILL_OFFLINE } from '#src/features/portal/PortalProblem.tsx'
import { currentQueryClient } from '#src/lib/query-client.ts'
import { Route as PortalRoute } from '#src/routes/family-portal/route.tsx'

/**
 * Issue 34 §4: the portal route's guard (who is signed in) that could not run offline showed the
 * site's error page in place of the whole portal. The real route's screens, under a guard that
 * fails until the device is back online: the frame (its bar) stays and "Try again" goes on.
 */

const USER: SessionUser = {
  id: 7,
  email: 'family@whitfield.example',
  firstName: 'Ada',
  lastName: 'Whitfield',
  role: 'family',
  staffRole: null,
}
let online = false

beforeEach(() => {
  // Unit files share one environment (isolate: false): start from an empty page whatever ran before.
  document.body.innerHTML = ''
  online = false
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  // Offline: every call of the bar and the build check fails as the browser's fetch does.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch')
    }),
  )
  currentQueryClient().setQueryData(SESSION_QUERY_KEY, { user: USER })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function renderPortal() {
  const guard = vi.fn<() => Promise<{ user: SessionUser }>>(async () => {
    if (!online) throw new TypeError('Failed to fetch')
    return { user: USER }
  })
  const root = createRootRoute()
  const portal = createRoute({
    getParentRoute: () => root,
    path: '/family-portal',
    beforeLoad: guard,
    component: PortalRoute.options.component,
    errorComponent: PortalRoute.options.errorComponent,
  })
  const home = createRoute({
    getParentRoute: () => portal,
    path: '/',
    component: () => (
      <main>
        <h1>Your loved ones</h1>
      </main>
    ),
  })
  const router = createRouter({
    routeTree: root.addChildren([portal.addChildren([home])]),
    history: createMemoryHistory({ initialEntries: ['/family-portal'] }),
  })
  render(<RouterProvider router={router} />)
  return guard
}

describe('the portal route when its guard cannot run offline', () => {
  it('keeps the portal bar, says so, and goes on with "Try again" once back online', async () => {
    const guard = renderPortal()
    expect(await screen.findByRole('heading', { level: 1, name: 'No connection' })).toBeTruthy()
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe(SCREEN_OFFLINE)
    expect(screen.getByRole('navigation', { name: 'Family portal' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await within(screen.getByRole('main')).findByText(STILL_OFFLINE)).toBeTruthy()

    online = true
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loved ones' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Family portal' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'No connection' })).toBeNull()
    expect(guard.mock.calls.length).toBeGreaterThanOrEqual(2)
  })
})
