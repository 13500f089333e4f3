import { Link } from '@tanstack/react-router'

/** What a studio screen about cases shows a staff member whose role does not work cases (a site editor). */
export function NoCasesRole({ title }: { title: string }) {
  return (
    <main id="main" className="page portal-page">
      <h1>{title}</h1>
      <p>Your role at the funeral home does not include cases. The owner can change that.</p>
      <Link to="/studio">Back to the studio</Link>
    </main>
  )
}
