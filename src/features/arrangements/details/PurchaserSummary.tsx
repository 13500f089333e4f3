import type { Purchaser } from '#contract/arrangements.ts'
import { US_STATES } from '#contract/planning-constants.ts'
import './details.css'

/** A state's name from its two letters, as the select showed it ('IL' → 'Illinois'). */
function stateName(code: string): string {
  return US_STATES.find((state) => state.value === code)?.label ?? code
}

/** The purchaser's details to read (the review, and the details of a submitted arrangement). */
export function PurchaserSummary({ purchaser }: { purchaser: Purchaser }) {
  const { address } = purchaser
  return (
    <dl className="purchaser-summary">
      <div>
        <dt>Name</dt>
        <dd>
          {purchaser.firstName} {purchaser.lastName}
        </dd>
      </div>
      <div>
        <dt>Relationship</dt>
        <dd>{purchaser.relationship}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{purchaser.email}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{purchaser.phone}</dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>
          {address.line1}
          {address.line2 ? (
            <>
              <br />
              {address.line2}
            </>
          ) : null}
          <br />
          {address.city}, {stateName(address.region)} {address.postalCode}
        </dd>
      </div>
    </dl>
  )
}
