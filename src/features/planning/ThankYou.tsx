import { telHref } from '#src/lib/navigation.ts'
import { TEXTS } from '#src/lib/texts.ts'
import { buttonClassName } from '#src/ui/Button.tsx'
import { SiteLink } from '#src/ui/SiteLink.tsx'
import { useSite } from '#src/features/site/index.ts'
import { PlanningPage } from './PlanningPage.tsx'

/** /plan-now/thank-you: after a successful submit (spec §4); the draft is gone by now. */
export function ThankYou({ reference }: { reference?: string }) {
  const { company } = useSite()
  return (
    <PlanningPage heading="Thank you" savedNote={false}>
      <p className="plan-now__lead">We have received your planning request. Someone from {company.name} will be in touch with you soon.</p>
      {reference ? (
        <p className="plan-now__callout">
          Your reference number is <strong>{reference}</strong>. You can quote it if you call us.
        </p>
      ) : null}
      {company.phoneNumber ? (
        <p>
          If you would like to talk to someone sooner, please call us at <a href={telHref(company.phoneNumber)}>{company.phoneNumber}</a>.
        </p>
      ) : null}
      <div className="plan-now__actions">
        <SiteLink className={buttonClassName({ variant: 'primary', size: 'lg' })} to="/">
          {TEXTS.backToHome}
        </SiteLink>
      </div>
    </PlanningPage>
  )
}
