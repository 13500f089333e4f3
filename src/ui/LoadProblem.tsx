import { Button } from './Button.tsx'

type LoadProblemProps = {
  /** What did not load, as the sentence's subject: "The statement", "The choices of the casket". */
  what: string
  onRetry: () => void
  className?: string
}

/** A read that failed, in place of what it would have shown, with a way to ask again: nothing else on the screen is lost. */
export function LoadProblem({ what, onRetry, className }: LoadProblemProps) {
  return (
    <p className={className}>
      {what} could not be loaded.{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </p>
  )
}
