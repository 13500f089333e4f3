import { LegalPage, LocationList, PhoneLink, type LegalSite } from './LegalPage.tsx'

/** /accessibility: our commitment (WCAG 2.2 AA) and how to get help by phone. */
export function Accessibility({ company, locations }: LegalSite) {
  const name = company.name
  return (
    <LegalPage title="Accessibility">
      <p>
        {name} wants every family to be able to use this website comfortably, whatever their age, ability or device. If anything here is
        hard to use, please call us at <PhoneLink company={company} />. A member of our staff will help you with whatever you came to do:
        finding an obituary, sharing a memory, planning a service or anything else.
      </p>

      <h2>Our standard</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. These guidelines explain how to make websites easier
        to use for people with disabilities, and for everyone.
      </p>

      <h2>What we do</h2>
      <ul>
        <li>Text is large and clear, with strong contrast, and pages can be zoomed without losing content.</li>
        <li>Every page can be used with a keyboard alone, and where you are on the page is always visible.</li>
        <li>Pages have headings and landmarks so screen readers can move around them easily.</li>
        <li>Images have text descriptions, and forms explain what each field needs and what went wrong.</li>
        <li>Pages work on phones and tablets as well as computers, and can be read even without JavaScript.</li>
        <li>We check the site regularly with automated tools and by hand.</li>
      </ul>

      <h2>If something does not work for you</h2>
      <p>
        Some content, such as older photos, documents or videos shared by families, may not yet be fully accessible. If you find a problem,
        we would be grateful to hear about it. Call us at <PhoneLink company={company} /> and tell us the page and what happened. We will
        help you right away and work to fix it.
      </p>

      <h2>Visit or call us</h2>
      <p>You are always welcome to speak with us directly, by phone or in person:</p>
      <LocationList locations={locations} />
    </LegalPage>
  )
}
