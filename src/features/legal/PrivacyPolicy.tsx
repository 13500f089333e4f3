import { LegalPage, LocationList, PhoneLink, type LegalSite } from './LegalPage.tsx'

/** /privacy-policy: what we keep about visitors and families, and why, in plain words. */
export function PrivacyPolicy({ company, locations }: LegalSite) {
  const name = company.name
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Families trust {name} with personal and often painful details. We take that trust seriously. This policy explains what information
        we collect through this website, how we use it, and the choices you have.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>What you tell us.</strong> Your name, phone number, email and address when you send a planning request, contact us, share
          a memory or buy something; and the details about a loved one you choose to give us.
        </li>
        <li>
          <strong>Family portal.</strong> If we invite you to our family portal, your account details and what you add there: arrangement
          choices, photos, music and approvals.
        </li>
        <li>
          <strong>Payments.</strong> Card payments are handled by our payment processor. We never see or store your full card number.
        </li>
        <li>
          <strong>Basic technical information.</strong> Like most websites, our servers record the pages visited, the time and your internet
          address, to keep the site running and secure. We do not use advertising trackers.
        </li>
      </ul>

      <h2>How we use it</h2>
      <p>
        We use your information to care for your family: to answer you, arrange services, publish the obituaries and memories you approve,
        send receipts, and keep records the law requires of funeral homes. We do not sell your personal information, and we do not share it
        with anyone except the people who help us provide our services (such as our payment processor and website host), or when the law
        requires it.
      </p>

      <h2>Cookies</h2>
      <p>
        We use only the cookies this site needs to work, such as keeping you signed in to the family portal. They are not used for
        advertising.
      </p>

      <h2>Memorial pages are public</h2>
      <p>
        Obituaries, photos and memories on memorial pages can be seen by anyone, because they are meant to be shared. If you would like
        something changed or removed, please call us and we will help.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep records of services for as long as the law requires and as long as they help us serve your family. Messages and requests
        that do not lead to a service are deleted when they are no longer needed.
      </p>

      <h2>Your choices</h2>
      <p>
        You may ask us what information we hold about you, ask us to correct it, or ask us to delete it where the law allows. Call us at{' '}
        <PhoneLink company={company} /> and we will take care of it.
      </p>

      <h2>Children</h2>
      <p>This website is meant for adults. We do not knowingly collect information from children.</p>

      <h2>Changes to this policy</h2>
      <p>If we change how we handle personal information, we will update this page.</p>

      <h2>Contact us</h2>
      <p>
        Questions about your privacy are welcome. Call us at <PhoneLink company={company} />, or visit us:
      </p>
      <LocationList locations={locations} />
    </LegalPage>
  )
}
