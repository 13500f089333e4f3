// @vitest-environment jsdom
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#contract/errors.ts'
import { ErrorPage } from '#src/ui/ErrorPage.tsx'

afterEach(cleanup)

function renderAt(path: string, element: () => React.ReactNode) {
  const root = createRootRoute()
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home page</p> }),
    createRoute({ getParentRoute: () => root, path: '/broken', component: element }),
    createRoute({ getParentRoute: () => root, path: '/obituaries', component: () => <p>Obituaries page</p> }),
  ]
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return render(<RouterProvider router={router} />)
}

describe('<ErrorPage>', () => {
  it('shows the 404 wording and both ways back', async () => {
    renderAt('/broken', () => <ErrorPage error={new ApiError(404)} />)
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeTruthy()
    expect(screen.getByText('404 - Page Not Found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Search for a loved one' }).getAttribute('href')).toBe('/obituaries')
  })

  it('is noindex and carries the given favicon', async () => {
    renderAt('/broken', () => <ErrorPage error={new ApiError(503)} iconHref="/brand/logo.svg" />)
    await screen.findByRole('heading', { level: 1, name: '503 - Service Unavailable' })
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brand/logo.svg')
  })

  it('clears the error and goes where the button says', async () => {
    const reset = vi.fn<() => void>()
    renderAt('/broken', () => <ErrorPage error={new ApiError(500)} reset={reset} />)
    fireEvent.click(await screen.findByRole('link', { name: 'Search for a loved one' }))
    expect(await screen.findByText('Obituaries page')).toBeTruthy()
    expect(reset).toHaveBeenCalledOnce()
  })
})
