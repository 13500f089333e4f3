import { memo, Suspense, use, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { EarlyInput } from './early-input.ts'
import { FormLoadBoundary } from './form-load-boundary.tsx'

/** A promise that says how it ended, as React's `use` reads it: settled ones are read at once. */
type Thenable<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

/** A form screen whose code (react-form, zod, masks, phone rules, its schema) arrives after the page. */
export type LazyFormComponent<P> = ((props: P) => ReactNode) & {
  /**
   * Starts loading the code (again, after a failure) and resolves once it is there or has failed.
   * Route loaders await it: the server then renders the whole form, and a navigation in the browser
   * shows it whole rather than a fallback. It never rejects: a form whose code did not come shows
   * its own message with a way to try again, and the rest of the page still renders.
   */
  preload: () => Promise<void>
}

/**
 * A form screen loaded on demand (issue 15: JS budgets), the one way pages with forms keep
 * react-form, zod, imask and libphonenumber out of their first load:
 *
 *   export const CheckoutForm = lazyForm(retriableImport(() => import('./CheckoutForm.tsx'), (m) => m.CheckoutForm))
 *
 * (`retriableImport`, src/lib/retriable-import.ts: "Try again" fetches the code anew even in
 * browsers that keep a failed module fetch.)
 *
 * On the server, the form is rendered in full (the route's loader has awaited `preload`). In the
 * browser the page hydrates without it: the form stays the server's HTML, in a Suspense boundary
 * React hydrates once the code has come (its import starts as the page hydrates). Until then
 * the person can already type, tick and choose: `EarlyInput` keeps it and gives it to the fields
 * as they come alive, and holds a submit until the fields can check what it sends. On a
 * navigation without `preload`, `fallback` shows while the code loads. If the code cannot be loaded,
 * a message with a way to try again stands in for the form (form-load-boundary.tsx), never the
 * route's error page, and what was typed is still kept.
 *
 * Memoised: an update reaching the boundary before it hydrates would make React drop the
 * server's HTML, so it gets new props only when they really change.
 */
export function lazyForm<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { fallback?: ReactNode } = {},
): LazyFormComponent<P> {
  let code: Thenable<ComponentType<P>> | undefined

  /**
   * The form's code, asked for once. A failed load (a dropped connection) is asked for again only
   * when someone asks (`again`: the person's "Try again", a route's `preload` on a navigation),
   * never by a render: React renders again after a failure, and a render that started a new load
   * each time would never let the failure reach the error boundary, loading in a loop instead.
   */
  function started(again = false): Thenable<ComponentType<P>> {
    if (code === undefined || (again && code.status === 'rejected')) {
      const next: Thenable<ComponentType<P>> = load()
      next.status = 'pending'
      // Handlers that return nothing: returning `next` itself would make the promise `then` makes
      // follow it, and a failed load would be reported as an unhandled rejection.
      next.then(
        (value) => {
          Object.assign(next, { status: 'fulfilled', value })
        },
        (reason: unknown) => {
          Object.assign(next, { status: 'rejected', reason })
        },
      )
      code = next
    }
    return code
  }

  function Loaded({ props, early, onLive }: { props: P; early: EarlyInput; onLive: () => void }) {
    const Form = use(started() as Promise<ComponentType<P>>)
    // After the form's own effects (a draft put back from the device): what was typed just now wins.
    useEffect(() => {
      early.replay()
      onLive()
    }, [early, onLive])
    // oxlint-disable-next-line react/static-components -- the module's own component, the same one on every render (one promise per lazyForm)
    return <Form {...props} />
  }

  function LazyForm(props: P) {
    const frame = useRef<HTMLDivElement>(null)
    const [early] = useState(() => new EarlyInput())
    const [live, setLive] = useState(false)
    const markLive = useCallback(() => setLive(true), [])
    useLayoutEffect(() => (frame.current ? early.listen(frame.current) : undefined), [early])
    // The code is asked for as soon as the page has hydrated, not only when React gets round to the
    // form's boundary (it may put that off while the page is busy): a person typing meanwhile must
    // not wait on it.
    useEffect(() => {
      started()
    }, [])
    return (
      // data-form-live: the fields listen now (what was typed before is in them); tests wait for it.
      <div ref={frame} className="contents" data-form-live={live ? '' : undefined}>
        <FormLoadBoundary onRetry={() => started(true)}>
          <Suspense fallback={options.fallback ?? null}>
            <Loaded props={props} early={early} onLive={markLive} />
          </Suspense>
        </FormLoadBoundary>
      </div>
    )
  }

  return Object.assign(memo(LazyForm) as unknown as (props: P) => ReactNode, {
    preload: () =>
      started(true).then(
        () => undefined,
        () => undefined,
      ),
  })
}
