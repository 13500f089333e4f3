export type DemoCase = {
  id: number
  locationId: number
  status: 'PRE_PLAN' | 'AT_NEED' | 'CLOSED'
  firstName: string
  middleName: string | null
  lastName: string
  nameSlug: string
  birthDate: string
  deathDate: string
  createdAt: string
}

/**
 * The two family cases of each demo funeral home and who may open them. Every area's seed adds
 * to these (tasks, arrangement, photos …): the first is being arranged this week, the second
 * was arranged in the autumn and is complete.
 */
export const FAMILY_CASES: Record<number, [DemoCase, DemoCase]> = {
  1: [
    {
      id: 1101,
      locationId: 101,
      status: 'AT_NEED',
      firstName: 'Walter',
      middleName: 'James',
      lastName: 'Ellis',
      nameSlug: 'walter-ellis',
      birthDate: '1941-03-14',
      deathDate: '2026-11-18',
      createdAt: '2026-11-18T21:40:00.000Z',
    },
    {
      id: 1102,
      locationId: 102,
      status: 'AT_NEED',
      firstName: 'Dorothy',
      middleName: 'Mae',
      lastName: 'Ellis',
      nameSlug: 'dorothy-ellis',
      birthDate: '1938-07-02',
      deathDate: '2026-09-02',
      createdAt: '2026-09-02T15:10:00.000Z',
    },
  ],
  2: [
    {
      id: 2101,
      locationId: 201,
      status: 'AT_NEED',
      firstName: 'Henri',
      middleName: 'Paul',
      lastName: 'Moreau',
      nameSlug: 'henri-moreau',
      birthDate: '1947-05-30',
      deathDate: '2026-11-20',
      createdAt: '2026-11-20T13:05:00.000Z',
    },
    {
      id: 2102,
      locationId: 202,
      status: 'AT_NEED',
      firstName: 'Céline',
      middleName: null,
      lastName: 'Moreau',
      nameSlug: 'celine-moreau',
      birthDate: '1950-12-11',
      deathDate: '2026-08-14',
      createdAt: '2026-08-14T18:30:00.000Z',
    },
  ],
}
