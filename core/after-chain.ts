/**
 * Runs the rest of a middleware chain, then `done(thrown)` once the answer is ready, also when the
 * chain threw (the error is rethrown after). Both Workers' request logs write their one line from
 * it, so a failing request is logged exactly once, with status 500 when nothing answered it.
 */
export async function afterChain(next: () => Promise<void>, done: (thrown: boolean) => void): Promise<void> {
  let thrown = false
  try {
    await next()
  } catch (error) {
    thrown = true
    throw error
  } finally {
    done(thrown)
  }
}
