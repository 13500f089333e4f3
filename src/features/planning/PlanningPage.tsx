import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { ProgressBar } from '#src/ui/ProgressBar.tsx'

/**
 * Whether a planning screen was reached from another one in this page's life: only then does
 * its heading take the focus (a screen-reader user hears where they are now); a fresh page load
 * starts at the top as usual.
 */
let movedWithinFlow = false

type PlanningPageProps = {
  heading: string
  /** "Step 2 of 6" with a progress bar, on the section steps. */
  step?: { number: number; total: number; name: string }
  children: ReactNode
  /** The "saved on this device" note (not on the thank-you page: nothing is kept by then). */
  savedNote?: boolean
}

/** The frame of every /plan-now screen: progress, the heading (focused on a step change), the note. */
export function PlanningPage({ heading, step, children, savedNote = true }: PlanningPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Each screen (and each step: StepForm is keyed by it) mounts its own frame.
  useEffect(() => {
    if (movedWithinFlow) headingRef.current?.focus()
    movedWithinFlow = true
  }, [])
  return (
    <main id="main" className="page plan-now">
      {step ? (
        <ProgressBar value={step.number} max={step.total} label={`Step ${step.number} of ${step.total}: ${step.name}`} showLabel />
      ) : null}
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {children}
      {savedNote ? <SavedNote /> : null}
    </main>
  )
}

export function SavedNote() {
  return (
    <p className="plan-now__saved">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" className="mt-1 flex-none">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
        />
      </svg>
      <span>Your answers are saved on this device as you type, so you can close this page and come back later.</span>
    </p>
  )
}

/** A link to another planning screen: a real link (new tab, screen readers), navigated in the app. */
export function FlowLink({ href, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useNavigate()
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void navigate({ href })
      }}
    >
      {children}
    </a>
  )
}

/** What a guarded screen shows while the saved answers and the form come back (browser only). */
export function PlanningPending() {
  return (
    <main id="main" className="page plan-now">
      <ProgressBar label="Loading your planning form" />
      <p className="plan-now__lead mt-4">Loading your planning form…</p>
    </main>
  )
}
