import { useEffect, useRef } from 'react'
import { FlowLink } from './PlanningPage.tsx'
import { SUBMIT_FAILED, type ErrorLink } from './steps.ts'

/** Why the last send did not go through: the request failed, or some answers were refused. */
export type Problem = { kind: 'failed' } | { kind: 'answers'; links: ErrorLink[] }

/**
 * The message of a failed send, placed just above the Send button where the person is: announced
 * (role=alert), brought into view and focused, so nobody is left at a button that seems to have
 * done nothing while the news sits at the top of a long page. Refused answers are listed as
 * links, each to its step and field. Each failure is a new `problem`, so a second one is focused too.
 */
export function SubmitProblem({ problem }: { problem: Problem | undefined }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!problem) return
    ref.current?.focus({ preventScroll: true })
    ref.current?.scrollIntoView({ block: 'center' })
  }, [problem])
  if (!problem) return null
  return (
    <div ref={ref} tabIndex={-1} className="plan-now__alert plan-now__problem" role="alert" aria-labelledby="plan-now-problem">
      {problem.kind === 'failed' ? (
        <>
          <p id="plan-now-problem" className="m-0">
            {SUBMIT_FAILED}
          </p>
          <p className="m-0 mt-2 font-normal">Your answers are still here. Please try again in a moment.</p>
        </>
      ) : (
        <>
          <p id="plan-now-problem" className="m-0">
            Some answers need your attention:
          </p>
          <ul className="plan-now__errors font-normal">
            {problem.links.map((link) => (
              <li key={link.id}>
                {link.href ? (
                  <FlowLink href={link.href}>
                    {link.label}: {link.message}
                  </FlowLink>
                ) : (
                  `${link.label}: ${link.message}`
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
