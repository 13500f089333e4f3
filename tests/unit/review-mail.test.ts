import { describe, expect, it } from 'vitest'
import { reviewReadyMail } from '#api/src/mail/review-mail.ts'

/** The family's mail when the home sends a proof (decision 067): who, what, the one link, names kept from making links. */
describe('the review mail', () => {
  const facts = {
    to: 'ada@example.com',
    home: 'Whitfield Funeral Home',
    firstName: 'Ada',
    lovedOne: 'Vera Reel',
    what: 'the memorial video',
    version: 1,
    link: 'https://whitfield.example/family-portal/7/vera-reel/task/review-video',
  }

  it('names the proof, the loved one and the link, in the home’s name', () => {
    const mail = reviewReadyMail(facts)
    expect(mail).toMatchObject({ kind: 'review-ready', to: 'ada@example.com', fromName: 'Whitfield Funeral Home' })
    expect(mail.subject).toBe('Ready for your review: the memorial video for Vera Reel')
    expect(mail.text).toContain('Dear Ada,')
    expect(mail.text).toContain('Whitfield Funeral Home has sent the memorial video for Vera Reel for your review.')
    expect(mail.text).toContain(facts.link)
    expect(mail.text).not.toContain('version')
  })

  it('says when it is a new version', () => {
    expect(reviewReadyMail({ ...facts, version: 3 }).text).toContain('A new version (version 3) is ready.')
  })

  it('keeps a typed name from becoming a link', () => {
    const mail = reviewReadyMail({ ...facts, what: 'the card from evil.example', firstName: 'Ada\nhttp://x.example' })
    expect(mail.text).toContain('the card from evil[.]example for Vera Reel')
    expect(mail.subject).not.toContain('evil.example')
    expect(mail.text.split('\n')[0]).toBe('Dear Ada http[:]//x[.]example,')
  })
})
