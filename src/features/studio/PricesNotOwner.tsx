import { Link } from '@tanstack/react-router'

/** What the price list's screens show a director or site editor who opened them: the price list is the owner's. */
export function PricesNotOwner() {
  return (
    <>
      <p>Only the owner of the funeral home changes its price list.</p>
      <Link to="/studio">Back to the studio</Link>
    </>
  )
}
