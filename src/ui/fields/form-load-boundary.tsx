import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Button } from '../Button.tsx'

/** What a person reads when a form's code did not arrive (a dropped connection, a deploy mid-visit). */
export const FORM_LOAD_FAILED = "This form didn't finish loading. Please check your connection and try again; what you entered is kept."
export const FORM_LOAD_RETRY = 'Try again'

type Props = {
  children: ReactNode
  /** Called before the boundary shows its children again: the form's code is asked for anew. */
  onRetry?: () => void
}

/**
 * Around a lazy form (lazy-form.tsx): when its code fails to load, the person gets a calm message
 * and a way to try again in place of the form, instead of the route's error page replacing the
 * whole page. What they typed meanwhile stays with the lazy form (its `EarlyInput`, outside this
 * boundary) and is put back once the form comes. The retry fetches the form's module again
 * (src/lib/retriable-import.ts); where a browser still keeps a failure it cannot get around (WebKit,
 * or one of the module's own imports), the message shows again and reloading the page is the way out.
 */
export class FormLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('a form could not load its code', error, info.componentStack)
  }

  private readonly retry = () => {
    this.props.onRetry?.()
    this.setState({ failed: false })
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{FORM_LOAD_FAILED}</p>
        <Button variant="secondary" onClick={this.retry}>
          {FORM_LOAD_RETRY}
        </Button>
      </div>
    )
  }
}
