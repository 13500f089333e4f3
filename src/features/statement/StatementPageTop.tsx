import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'
import type { FamilyCase } from '#contract/family.ts'
import { fullName } from '#core/names.ts'
import { statementPath } from '#src/features/portal/index.ts'

/** The way back to the statement and the screen's heading, as every screen under the statement starts. */
export function StatementPageTop({
  familyCase,
  title,
  headingRef,
}: {
  familyCase: FamilyCase
  title: string
  headingRef?: Ref<HTMLHeadingElement>
}) {
  return (
    <>
      <p className="mt-0">
        <Link to={statementPath(familyCase.id, familyCase.nameSlug)} className="inline-flex min-h-11 items-center">
          Back to the statement
        </Link>
      </p>
      <header className="statement__header">
        <p className="statement__kicker">For the arrangements of {fullName(familyCase)}</p>
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h1>
      </header>
    </>
  )
}
