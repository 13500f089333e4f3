import { describe, expect, it } from 'vitest'
import { hostProblem } from '#api/src/domains/host-rule.ts'
import { DOMAIN_MESSAGES, DomainAddBodySchema, domainState, domainStateSentence, DOMAIN_STATE_LABELS } from '#contract/studio-domains.ts'
import { hostShapeProblem, plainHost } from '#contract/studio-domain-words.ts'

/** A home's own domain (decision 070): the host name rule, in both halves, and the statuses in words. */

const TARGET = 'sites.example-platform.com'

describe('a host name as typed', () => {
  it('is made plain: trimmed, lower case, without a scheme, a path, a port or a final dot, an IDN in its DNS form', () => {
    expect(plainHost('  WWW.Whitfield-Funeral.com ')).toBe('www.whitfield-funeral.com')
    expect(plainHost('https://www.whitfield.com/about?x=1')).toBe('www.whitfield.com')
    expect(plainHost('www.whitfield.com:443')).toBe('www.whitfield.com')
    expect(plainHost('whitfield.com.')).toBe('whitfield.com')
    expect(plainHost('bestattung-müller.de')).toBe('xn--bestattung-mller-uzb.de')
    expect(plainHost('user@whitfield.com')).toBeUndefined()
    expect(plainHost('www whitfield.com')).toBeUndefined()
  })

  it('says in words what is wrong with its shape', () => {
    expect(hostShapeProblem('')).toBe(DOMAIN_MESSAGES.required)
    expect(hostShapeProblem('   ')).toBe(DOMAIN_MESSAGES.required)
    expect(hostShapeProblem('whitfield')).toBe(DOMAIN_MESSAGES.format)
    expect(hostShapeProblem('-whitfield.com')).toBe(DOMAIN_MESSAGES.format)
    expect(hostShapeProblem('whit_field.com')).toBe(DOMAIN_MESSAGES.format)
    expect(hostShapeProblem('*.whitfield.com')).toBe(DOMAIN_MESSAGES.format)
    expect(hostShapeProblem('www..whitfield.com')).toBe(DOMAIN_MESSAGES.format)
    expect(hostShapeProblem(`${'a'.repeat(64)}.com`)).toBe(DOMAIN_MESSAGES.format)
    expect(hostShapeProblem(`${'abcdefghi.'.repeat(26)}com`)).toBe(DOMAIN_MESSAGES.tooLong)
    expect(hostShapeProblem('192.168.1.20')).toBe(DOMAIN_MESSAGES.ipAddress)
    expect(hostShapeProblem('whitfield.c0m')).toBe(DOMAIN_MESSAGES.unknownEnding)
    expect(hostShapeProblem('www.whitfield.com')).toBeUndefined()
    expect(hostShapeProblem("O'Brien-Funeral.co.uk")).toBe(DOMAIN_MESSAGES.format)
    expect(hostShapeProblem('obrien-funeral.co.uk')).toBeUndefined()
  })

  it('is checked and made plain by the body’s schema, with the same words', () => {
    expect(DomainAddBodySchema.parse({ host: ' HTTPS://WWW.Whitfield.com/ ' })).toEqual({ host: 'www.whitfield.com' })
    const refused = DomainAddBodySchema.safeParse({ host: 'not a domain' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe(DOMAIN_MESSAGES.format)
  })
})

describe('the api’s half: a real ending, not the platform’s own', () => {
  it('takes a domain under a public suffix of ICANN’s list, apex or not', () => {
    for (const host of ['www.whitfield.com', 'whitfield.com', 'obrien-funeral.co.uk', 'xn--bestattung-mller-uzb.de']) {
      expect({ host, problem: hostProblem(host, TARGET) }).toEqual({ host, problem: undefined })
    }
  })

  it('refuses an ending that is not one, a bare suffix and an address', () => {
    expect(hostProblem('whitfield.notarealending', TARGET)).toBe(DOMAIN_MESSAGES.unknownEnding)
    expect(hostProblem('co.uk', TARGET)).toBe(DOMAIN_MESSAGES.unknownEnding)
    expect(hostProblem('whitfield.internal', TARGET)).toBe(DOMAIN_MESSAGES.unknownEnding)
    expect(hostProblem('10.0.0.1', TARGET)).toBe(DOMAIN_MESSAGES.ipAddress)
  })

  it('refuses the platform’s own names: the CNAME target, its domain and local hosts', () => {
    expect(hostProblem(TARGET, TARGET)).toBe(DOMAIN_MESSAGES.platform)
    expect(hostProblem('example-platform.com', TARGET)).toBe(DOMAIN_MESSAGES.platform)
    expect(hostProblem('whitfield.example-platform.com', TARGET)).toBe(DOMAIN_MESSAGES.platform)
    expect(hostProblem('harbor.localhost', 'sites.localhost')).toBe(DOMAIN_MESSAGES.platform)
    expect(hostProblem('www.whitfield.com', 'sites.localhost')).toBeUndefined()
  })
})

describe('where a domain stands, in words', () => {
  it('is live only when the hostname and its certificate are both active', () => {
    expect(domainState('active', 'active')).toBe('live')
    expect(domainState('active', 'pending_deployment')).toBe('securing')
    expect(domainState('pending', 'pending_validation')).toBe('waiting')
    expect(domainState('pending', 'initializing')).toBe('waiting')
    expect(domainState('test_pending', 'pending_validation')).toBe('waiting')
  })

  it('needs attention when waiting will not help', () => {
    for (const [status, ssl] of [
      ['moved', 'active'],
      ['blocked', 'initializing'],
      ['deleted', 'deleted'],
      ['pending', 'validation_timed_out'],
      ['active', 'expired'],
    ] as const) {
      expect({ status, ssl, state: domainState(status, ssl) }).toEqual({ status, ssl, state: 'problem' })
    }
  })

  it('says what is happening and what to do, naming the address when live', () => {
    expect(domainStateSentence('www.whitfield.com', 'active', 'active')).toBe(
      'Your site answers at https://www.whitfield.com. Keep the CNAME record as it is.',
    )
    expect(domainStateSentence('www.whitfield.com', 'pending', 'pending_validation')).toMatch(/^Add the records below/)
    expect(domainStateSentence('www.whitfield.com', 'moved', 'active')).toMatch(/no longer points at your site/)
    expect(domainStateSentence('www.whitfield.com', 'blocked', 'initializing')).toMatch(/will not serve this domain/)
    expect(domainStateSentence('www.whitfield.com', 'pending', 'validation_timed_out')).toMatch(/not seen in time/)
    expect(domainStateSentence('www.whitfield.com', 'deleted', 'deleted')).toMatch(/Remove it and add it again/)
    expect(Object.values(DOMAIN_STATE_LABELS).every((label) => label.length > 0)).toBe(true)
  })
})
