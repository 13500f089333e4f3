import { describe, expect, it } from 'vitest'
import { emailIdentity, expiryOf, invitationState, maskEmail, sameEmail, sentAtOf } from '#api/src/family/invitation-rules.ts'
import { fromWithName } from '#api/src/mail/delivery.ts'
import { invitationMail, renewalRequestMail } from '#api/src/mail/invitation-mail.ts'
import { unlinkable, unlinkableLine } from '#api/src/mail/plain-text.ts'
import { INVITATION_DAYS } from '#contract/invitation-constants.ts'

describe('whose invitation it is', () => {
  it('compares addresses case- and Unicode-normalised', () => {
    expect(sameEmail('Ruth.Ellis@Example.COM', ' ruth.ellis@example.com ')).toBe(true)
    // Full-width letters and the Kelvin sign are their plain letters once NFKC-normalised.
    expect(sameEmail('ｒｕｔｈ@example.com', 'ruth@example.com')).toBe(true)
    expect(sameEmail('\u212Aate@example.com', 'kate@example.com')).toBe(true)
    // A precomposed é and e + combining accent are one letter.
    expect(sameEmail('ren\u00E9@example.com', 'rene\u0301@example.com')).toBe(true)
    expect(sameEmail('ruth@example.com', 'ruth@example.org')).toBe(false)
    expect(sameEmail('ruth@example.com', 'ruth2@example.com')).toBe(false)
    expect(emailIdentity('Ruth@Example.com')).toBe('ruth@example.com')
  })

  it('masks an address to its first letters and the last part of the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••@e•••.com')
    expect(maskEmail('Ruth.Ellis@Example.co.uk')).toBe('r•••@e•••.uk')
    expect(maskEmail('a@b.org')).toBe('a•••@b•••.org')
    expect(maskEmail('élise@exemple.fr')).toBe('é•••@e•••.fr')
    for (const email of ['jane.doe@example.com', 'margaret.ellis@whitfield.example']) {
      const masked = maskEmail(email)
      expect(masked).not.toContain(email.split('@')[0])
      expect(masked).not.toContain(email.split('@')[1]?.split('.')[0])
    }
  })
})

describe('when an invitation works', () => {
  const sent = new Date('2026-11-21T15:00:00.000Z')
  const row = { usedAt: null, revokedAt: null, expiresAt: expiryOf(sent).toISOString() }

  it(`works for ${INVITATION_DAYS} days after it was sent, to the millisecond`, () => {
    expect(INVITATION_DAYS).toBe(7)
    expect(row.expiresAt).toBe('2026-11-28T15:00:00.000Z')
    expect(invitationState(row, new Date('2026-11-28T14:59:59.999Z'))).toBe('pending')
    expect(invitationState(row, new Date('2026-11-28T15:00:00.000Z'))).toBe('expired')
  })

  it('is used or withdrawn whatever the time, used first', () => {
    const early = new Date('2026-11-22T00:00:00.000Z')
    expect(invitationState({ ...row, usedAt: '2026-11-22' }, early)).toBe('used')
    expect(invitationState({ ...row, revokedAt: '2026-11-22' }, early)).toBe('revoked')
    expect(invitationState({ ...row, usedAt: '2026-11-22', revokedAt: '2026-11-23' }, early)).toBe('used')
  })

  it('was last sent at its last resend, else when it was made', () => {
    expect(sentAtOf({ createdAt: '2026-11-21T15:00:00.000Z', resentAt: null })).toBe('2026-11-21T15:00:00.000Z')
    expect(sentAtOf({ createdAt: '2026-11-21T15:00:00.000Z', resentAt: '2026-11-25T09:00:00.000Z' })).toBe('2026-11-25T09:00:00.000Z')
  })
})

describe('text quoted in a mail', () => {
  it('keeps what people write, and breaks everything a mail client would make a link of', () => {
    expect(unlinkable('We would love your help, Ruth. See you on Tuesday!')).toBe('We would love your help, Ruth. See you on Tuesday!')
    expect(unlinkable('Pay here: https://pay-here.example/now?x=1')).toBe('Pay here: https[:]//pay-here[.]example/now?x=1')
    expect(unlinkable('or www.Evil.com or evil.co.uk/path')).toBe('or www[.]Evil[.]com or evil[.]co[.]uk/path')
    expect(unlinkable('write to ruth@example.com or mailto:ruth@example.com')).toBe(
      'write to ruth@example[.]com or mailto[:]ruth@example[.]com',
    )
    expect(unlinkable('javascript:alert(1) and ftp://10.0.0.1/x and 192.168.1.1')).toBe(
      'javascript[:]alert(1) and ftp[:]//10[.]0[.]0[.]1/x and 192[.]168[.]1[.]1',
    )
    expect(unlinkable('xn--80ak6aa92e.com and пример.рф')).toBe('xn--80ak6aa92e[.]com and пример[.]рф')
    // Full-width and ideographic dots, and invisible characters that would hide a host.
    expect(unlinkable('evil．com and evil。com and ev\u200Bil.com')).toBe('evil[.]com and evil[.]com and evil[.]com')
    // Not hosts: abbreviations, numbers, times.
    expect(unlinkable('e.g. 3.14 at 10.30 a.m.')).toBe('e.g. 3.14 at 10.30 a.m.')
  })

  it('leaves HTML as the characters it was typed as (the mail has no HTML part to run it in)', () => {
    expect(unlinkable('<a href="https://evil.example">Grandpa\u2019s photos</a>')).toBe(
      '<a href="https[:]//evil[.]example">Grandpa’s photos</a>',
    )
  })

  it('makes one line of a name, without control or bidi characters', () => {
    expect(unlinkableLine(' Ruth\r\nEllis\u202E ')).toBe('Ruth Ellis')
    expect(unlinkableLine('Visit\tbank.example')).toBe('Visit bank[.]example')
  })
})

describe('the invitation mail', () => {
  const facts = {
    to: 'ruth@example.com',
    home: 'Whitfield & Sons Funeral Home',
    inviteeFirstName: 'Ruth',
    inviter: { firstName: 'Margaret', lastName: 'Ellis' },
    lovedOne: 'Walter James Ellis',
    message: 'Click <b>here</b>: http://evil.example/login\nLove, Mum',
    link: 'https://whitfield.example/family-portal/invitation/abc',
    resent: false,
  }

  it('is plain text in the home’s name, its only link the invitation’s own', () => {
    const mail = invitationMail(facts)
    expect(mail).toMatchObject({ kind: 'invitation', to: 'ruth@example.com', fromName: 'Whitfield & Sons Funeral Home' })
    expect(mail.html).toBeUndefined()
    expect(mail.text).toContain('Margaret writes:\n\n  Click <b>here</b>: http[:]//evil[.]example/login\n  Love, Mum')
    expect(mail.text.match(/https?:\/\//g)).toEqual(['https://'])
    expect(mail.text).toContain(facts.link)
    expect(mail.text).toMatch(/With sympathy,\nWhitfield & Sons Funeral Home$/)
    expect(mail.text).not.toContain('no longer works')
    expect(invitationMail({ ...facts, resent: true }).text).toContain('the one in the earlier email no longer works')
  })

  it('quotes names typed by the family unlinked too', () => {
    const mail = invitationMail({
      ...facts,
      message: null,
      inviteeFirstName: 'Ruth www.evil.example',
      inviter: { firstName: 'pay.example', lastName: 'X' },
    })
    expect(mail.text).toContain('Dear Ruth www[.]evil[.]example,')
    expect(mail.text).toContain('pay[.]example X has invited you')
    expect(mail.text).not.toContain('writes:')
  })

  it('asks the inviter to send an expired one again, in the home’s name', () => {
    const mail = renewalRequestMail({
      to: 'margaret@example.com',
      home: facts.home,
      inviterFirstName: 'Margaret',
      invitee: { firstName: 'Ruth', lastName: 'Ellis' },
      lovedOne: 'Walter James Ellis',
      caseLink: 'https://whitfield.example/family-portal/1101/walter-ellis',
    })
    expect(mail).toMatchObject({ kind: 'invitation-renewal', subject: 'Ruth Ellis asks for a new invitation', fromName: facts.home })
    expect(mail.text).toContain('https://whitfield.example/family-portal/1101/walter-ellis')
  })
})

describe('fromWithName', () => {
  it('sends under the home’s name from MAIL_FROM’s address, the name quoted and cleaned', () => {
    expect(fromWithName('Funeral sites <mail@sites.example>', 'Whitfield & Sons Funeral Home')).toBe(
      '"Whitfield & Sons Funeral Home" <mail@sites.example>',
    )
    expect(fromWithName('mail@sites.example', 'Harbor Light')).toBe('"Harbor Light" <mail@sites.example>')
    expect(fromWithName('Funeral sites <mail@sites.example>', 'Evil"\r\nBcc: x@y <z>')).toBe('"Evil Bcc: x@y z" <mail@sites.example>')
    expect(fromWithName('Funeral sites <mail@sites.example>', null)).toBe('Funeral sites <mail@sites.example>')
    expect(fromWithName('Funeral sites <mail@sites.example>', '  ')).toBe('Funeral sites <mail@sites.example>')
  })
})
