import { describe, expect, it } from 'vitest'
import { caseFacts } from '#src/features/studio/StudioCaseList.tsx'
import { EMPTY_FIRST_CALL, firstCallBody, firstCallFormSchema, isUntouched } from '#src/features/studio/first-call-form.ts'
import { studioNavFor } from '#src/features/studio/nav.ts'
import { memberState } from '#src/features/studio/StaffMembers.tsx'
import { FirstCallBodySchema } from '#contract/studio-cases.ts'
import { ServiceChangeBodySchema, ServiceCreateBodySchema, type StaffService } from '#contract/studio-services.ts'
import { serviceWhen } from '#src/features/studio/CaseServices.tsx'
import {
  emptyService,
  isUntypedService,
  serviceBody,
  serviceChangeBody,
  serviceChangeDraftKey,
  serviceDraftKey,
  ServiceDraftSchema,
  serviceFormSchema,
  serviceValuesFrom,
} from '#src/features/studio/service-form.ts'

const CHAPEL = {
  id: 101,
  name: 'Elm Street Chapel',
  address: { line1: '120 Elm Street', city: 'Evanston', region: 'IL', postalCode: '60201' },
  phoneNumber: null,
}

function setService(over: Partial<StaffService> = {}): StaffService {
  return {
    id: 9,
    kind: 'visitation',
    label: 'Visitation',
    startsAt: '2027-01-14T22:00:00.000Z',
    endsAt: '2027-01-15T00:00:00.000Z',
    timeZone: 'America/Chicago',
    place: { name: CHAPEL.name, address: CHAPEL.address },
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=120%20Elm%20Street',
    livestreamUrl: null,
    note: 'Family receives friends',
    date: '2027-01-14',
    startTime: '16:00',
    endTime: '18:00',
    ...over,
  }
}

describe('the studio’s rules', () => {
  it('shows each role only its places', () => {
    expect(studioNavFor('owner').map((p) => p.label)).toEqual([
      'Today',
      'Cases',
      'Requests',
      'Obituaries',
      'Wall',
      'Orders',
      'Payments',
      'Prices',
      'Edit the site',
      'Staff',
      'Domains',
      'Your data',
    ])
    expect(studioNavFor('director').map((p) => p.label)).toEqual(['Today', 'Cases', 'Requests', 'Obituaries', 'Wall', 'Orders', 'Payments'])
    expect(studioNavFor('site_editor').map((p) => p.label)).toEqual(['Edit the site'])
    expect(studioNavFor(null)).toEqual([])
  })

  it('says a case’s kind, stage, tasks and balance in words', () => {
    expect(caseFacts({ kind: 'AT_NEED', stage: 'open', openTasks: 3, totalTasks: 10, balanceDueCents: null })).toBe(
      'At-need · Open · 3 of 10 tasks open · not submitted',
    )
    expect(caseFacts({ kind: 'PRE_PLAN', stage: 'closed', openTasks: 0, totalTasks: 0, balanceDueCents: 125000 })).toBe(
      'Pre-need · Closed · no tasks · $1,250.00 due',
    )
  })

  it('says where a staff account stands', () => {
    expect(memberState({ disabledAt: null, pending: false })).toBe('Active')
    expect(memberState({ disabledAt: null, pending: true })).toBe('Invited, has not chosen a password yet')
    expect(memberState({ disabledAt: '2026-12-03T00:00:00.000Z', pending: false })).toBe('Turned off')
  })

  it('turns the first call’s answers into the body the api checks, empty answers left out', () => {
    const values = {
      ...EMPTY_FIRST_CALL,
      firstName: ' Arthur ',
      lastName: 'Penrose',
      deathDate: '12/02/2026',
      locationId: '101',
      contactFirstName: 'June',
      contactLastName: 'Penrose',
      email: 'june@example.org',
    }
    expect(firstCallFormSchema.safeParse(values).success).toBe(true)
    const body = firstCallBody(values)
    expect(body).toEqual({
      firstName: 'Arthur',
      lastName: 'Penrose',
      deathDate: '2026-12-02',
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'June', lastName: 'Penrose', email: 'june@example.org' },
      inviteContact: true,
    })
    expect(FirstCallBodySchema.safeParse(body).success).toBe(true)
  })

  it('asks for an email when the caller is to be invited, and for a location, in plain words', () => {
    const result = firstCallFormSchema.safeParse({
      ...EMPTY_FIRST_CALL,
      firstName: 'A',
      lastName: 'B',
      contactFirstName: 'C',
      contactLastName: 'D',
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
    expect(messages).toMatchObject({
      email: 'Please give the email address the invitation goes to.',
      locationId: 'Please choose one of the funeral home’s locations.',
    })
  })

  it('keeps no draft of an untouched form', () => {
    expect(isUntouched(EMPTY_FIRST_CALL)).toBe(true)
    expect(isUntouched({ ...EMPTY_FIRST_CALL, firstName: 'A' })).toBe(false)
  })

  it('turns a service as typed into the body the api checks, on the home’s clock', () => {
    const values = { ...emptyService('101'), kind: 'funeral-service', date: '01/15/2027', startTime: '9:30', endTime: '11:00' }
    expect(serviceFormSchema.safeParse(values).success).toBe(true)
    const body = serviceBody(values)
    expect(body).toEqual({ kind: 'funeral-service', date: '2027-01-15', startTime: '09:30', endTime: '11:00', locationId: 101 })
    expect(ServiceCreateBodySchema.safeParse(body).success).toBe(true)
    expect(serviceWhen(body as { date: string; startTime: string; endTime: string })).toBe('Friday, January 15, 2027 · 09:30 to 11:00')
  })

  it('refuses an end before the start, in the contract’s words', () => {
    const result = serviceFormSchema.safeParse({
      ...emptyService('101'),
      kind: 'reception',
      date: '01/15/2027',
      startTime: '14:00',
      endTime: '13:00',
    })
    expect(result.error?.issues.map((i) => i.message)).toEqual(['The end time must be after the start time, on the same day.'])
  })

  it('sends another place as an address, never with a location, and says what an address lacks on its field', () => {
    const typed = { ...emptyService('101'), kind: 'committal', date: '01/15/2027', startTime: '13:00', placeKind: 'address' as const }
    const missing = serviceFormSchema.safeParse({ ...typed, placeName: 'Rosehill Cemetery', region: 'il', postalCode: '606' })
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['line1', 'This field is required'],
      ['city', 'This field is required'],
      ['postalCode', 'Please enter a ZIP code of 5 digits, or 5 and 4, for example 60614.'],
    ])
    const values = {
      ...typed,
      placeName: ' Rosehill Cemetery ',
      line1: '5800 N Ravenswood Ave',
      city: 'Chicago',
      region: 'il',
      postalCode: '60660',
    }
    expect(serviceFormSchema.safeParse(values).success).toBe(true)
    const body = serviceBody(values)
    expect(body).toEqual({
      kind: 'committal',
      date: '2027-01-15',
      startTime: '13:00',
      place: { name: 'Rosehill Cemetery', line1: '5800 N Ravenswood Ave', city: 'Chicago', region: 'IL', postalCode: '60660' },
    })
    expect(ServiceCreateBodySchema.safeParse(body).success).toBe(true)
  })

  it('keeps a service draft only once something is typed, and reads a kept one back whole', () => {
    const defaults = emptyService('101')
    expect(isUntypedService(defaults, defaults)).toBe(true)
    expect(isUntypedService({ ...defaults, placeKind: 'address' }, defaults)).toBe(false)
    expect(ServiceDraftSchema.parse({ ...defaults, placeKind: 'elsewhere', city: 42 })).toEqual({
      ...defaults,
      placeKind: 'location',
      city: '',
    })
    expect(serviceDraftKey(7)('Localhost:8787')).toBe('studio-service:localhost:8787:7')
  })

  it('opens a set service in the form as it was: a location’s copy as that location, anything else as its address', () => {
    const atChapel = serviceValuesFrom(setService(), [CHAPEL])
    expect(atChapel).toEqual({
      ...emptyService('101'),
      kind: 'visitation',
      date: '01/14/2027',
      startTime: '16:00',
      endTime: '18:00',
      note: 'Family receives friends',
    })
    expect(serviceFormSchema.safeParse(atChapel).success).toBe(true)
    const elsewhere = setService({
      place: { name: 'Rosehill Cemetery', address: { line1: '5800 N Ravenswood Ave', city: 'Chicago', region: 'IL', postalCode: '60660' } },
      endTime: null,
      note: null,
    })
    expect(serviceValuesFrom(elsewhere, [CHAPEL])).toMatchObject({
      placeKind: 'address',
      locationId: '',
      placeName: 'Rosehill Cemetery',
      line1: '5800 N Ravenswood Ave',
      line2: '',
      postalCode: '60660',
      endTime: '',
      note: '',
    })
  })

  it('sends a change whole, and what was emptied as null so the api clears it', () => {
    const values = { ...serviceValuesFrom(setService(), [CHAPEL]), endTime: '', note: ' ', startTime: '15:30' }
    const body = serviceChangeBody(values)
    expect(body).toEqual({
      kind: 'visitation',
      date: '2027-01-14',
      startTime: '15:30',
      locationId: 101,
      endTime: null,
      note: null,
      livestreamUrl: null,
    })
    expect(ServiceChangeBodySchema.safeParse(body).success).toBe(true)
    expect(serviceChangeBody({ ...values, endTime: '17:00', livestreamUrl: 'https://live.example.org/a' })).toMatchObject({
      endTime: '17:00',
      livestreamUrl: 'https://live.example.org/a',
    })
    expect(serviceChangeDraftKey(7, 9)('localhost:8787')).toBe('studio-service:localhost:8787:7:9')
  })
})
