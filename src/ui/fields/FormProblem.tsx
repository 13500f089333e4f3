/**
 * What went wrong with a whole form (not one field): a wrong password, a limit reached, an
 * upstream that did not answer. The alert region is always there, so screen readers announce the
 * message when it appears; empty, it takes no room.
 */
export function FormProblem({ message }: { message: string | undefined }) {
  return (
    <div className="form-problem" role="alert">
      {message ? <p className="form-problem__message">{message}</p> : null}
    </div>
  )
}
