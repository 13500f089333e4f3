import { describe, expect, it } from 'vitest'
import { CASE_ACTIONS, CASE_MEMBER_ROLES, caseRoleRefusal, memberMay, WHO_MAY } from '#contract/case-roles.ts'
import { caseActionOf } from '#api/src/middleware/case-role.ts'

describe('memberMay: who in a family may do what (decision 056)', () => {
  it('refuses a role it does not know rather than failing', () => {
    expect(memberMay('member' as never, 'read')).toBe(false)
    expect(memberMay(null, 'read')).toBe(false)
  })

  it('lets an arranger do everything, a helper all but submit and invite, a viewer only read', () => {
    const table = Object.fromEntries(CASE_MEMBER_ROLES.map((role) => [role, CASE_ACTIONS.filter((a) => memberMay(role, a))]))
    expect(table).toEqual({
      arranger: ['read', 'contribute', 'pay', 'submit', 'invite'],
      helper: ['read', 'contribute', 'pay'],
      viewer: ['read'],
    })
  })

  it('lets staff who work cases do everything, and nobody without a role anything', () => {
    expect(CASE_ACTIONS.every((a) => memberMay('staff', a))).toBe(true)
    expect(CASE_ACTIONS.some((a) => memberMay(null, a) || memberMay(undefined, a))).toBe(false)
  })

  it('says who may, in plain words', () => {
    expect(caseRoleRefusal('submit')).toBe("Your role in this case does not allow this. Your family's arranger submits the arrangement.")
    for (const sentence of Object.values(WHO_MAY)) expect(sentence).toMatch(/^Your family's arranger[^/]*\.$/)
  })
})

describe('caseActionOf: what a family call under a case does', () => {
  it.each([
    ['GET', '/api/family/cases/7/tasks', 'read'],
    ['GET', '/api/family/arrangements/7/contract', 'read'],
    ['POST', '/api/family/arrangements/7/contract/submit', 'submit'],
    ['POST', '/api/family/arrangements/7/contract/details', 'contribute'],
    ['POST', '/api/family/cases/7/invite', 'invite'],
    ['GET', '/api/family/cases/7/invitations', 'read'],
    ['POST', '/api/family/cases/7/invitations/3/resend', 'invite'],
    ['DELETE', '/api/family/cases/7/invitations/3', 'invite'],
    ['POST', '/api/family/cases/7/payments', 'pay'],
    ['POST', '/api/family/cases/7/payments/connect', 'pay'],
    ['POST', '/api/family/cases/7/photos', 'contribute'],
    ['PUT', '/api/family/cases/7/memorial-theme', 'contribute'],
    ['POST', '/api/family/cases/7/tasks/3/status/completed', 'contribute'],
    // A write nobody named is work, never a read.
    ['PATCH', '/api/family/cases/7/something-new', 'contribute'],
  ])('%s %s is %s', (method, path, action) => {
    expect(caseActionOf(method, path)).toBe(action)
  })
})
