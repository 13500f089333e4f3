import { SiteLink } from '#src/ui/SiteLink.tsx'
import { LegalPage, LocationList, PhoneLink, type LegalSite } from './LegalPage.tsx'

/** /terms-of-use: the rules of this website, in plain words. */
export function TermsOfUse({ company, locations }: LegalSite) {
  const name = company.name
  return (
    <LegalPage title="Terms of Use">
      <p>
        This website is run by {name} to help families learn about our services, plan ahead, share obituaries and remember the people they
        love. By using it, you agree to these terms. If you have a question about anything here, please call us at{' '}
        <PhoneLink company={company} />. We are glad to explain.
      </p>

      <h2>Using this website</h2>
      <p>
        You are welcome to read, share and print the pages of this site for personal, non-commercial use. Please do not copy large parts of
        it for another website, try to break or overload it, or use it to collect information about other visitors.
      </p>

      <h2>Obituaries, memories and photos</h2>
      <p>
        Obituaries are written with, and approved by, the families we serve. When you share a memory, a message of sympathy or a photo,
        please keep it kind and respectful, and share only what you have the right to share. We read what is submitted and may shorten, hold
        back or remove anything that is unkind, private or not suitable for a memorial page. You keep the rights to what you submit; you
        allow us to show it on this site as part of the memorial.
      </p>

      <h2>Plans, prices and purchases</h2>
      <p>
        Information about services and prices on this site is offered in good faith and may change. A planning request sent through this
        site is not a contract: we will contact you to talk it through, and nothing is final until it is agreed in writing. Purchases such
        as flowers or keepsakes are confirmed by a receipt sent by email.
      </p>

      <h2>Links to other websites</h2>
      <p>
        Some pages link to other websites, such as maps or memorial charities. We do not control those sites and are not responsible for
        their content or their privacy practices.
      </p>

      <h2>Our responsibility</h2>
      <p>
        We work hard to keep this site accurate and available, but we cannot promise that it will always be free of errors or interruptions.
        To the extent the law allows, {name} is not liable for losses caused by using, or being unable to use, this website. Nothing in
        these terms limits any rights you have by law.
      </p>

      <h2>Your privacy</h2>
      <p>
        How we handle personal information is described in our <SiteLink to="/privacy-policy">Privacy Policy</SiteLink>.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms from time to time. The version on this page is the one that applies. If you keep using the site after a
        change, you accept the updated terms.
      </p>

      <h2>Contact us</h2>
      <p>
        Call us at <PhoneLink company={company} />, day or night, or visit us:
      </p>
      <LocationList locations={locations} />
    </LegalPage>
  )
}
