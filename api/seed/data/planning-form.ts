import type { PlanningField } from '#contract/planning.ts'
import type { PlanningOption } from '#contract/planning-rules.ts'

/**
 * Each demo funeral home's planning form as plain data (api/seed/planning.ts makes the rows):
 * the sections of spec §2 (Contact Information, Decedent Details, Additional Family,
 * Education + Profession, Military, then final details) with their fields, where requests are
 * announced, and the streets of its towns for the address lookup.
 */

export type FieldSeed = Omit<PlanningField, 'value'> & { value?: string | boolean }
export type SectionSeed = { urlKey: string; name: string; decedentDetails?: boolean; fields: FieldSeed[] }

const opts = (...labels: string[]): PlanningOption[] =>
  labels.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    label,
  }))

const OTHERS = ['pre-plan-other', 'at-need'] as const

export function planningSections(companyId: number): SectionSeed[] {
  const coastal = companyId === 2
  return [
    {
      urlKey: 'contact-information',
      name: 'Contact Information',
      fields: [
        { id: 'contactFirstName', name: 'First name', type: 'text', required: true, maxLength: 50 },
        { id: 'contactLastName', name: 'Last name', type: 'text', required: true, maxLength: 50 },
        {
          id: 'contactEmail',
          name: 'Email address',
          type: 'email',
          required: true,
          maxLength: 254,
          hint: 'We will send a copy of your request here.',
        },
        { id: 'contactPhone', name: 'Phone number', type: 'phone', required: true, hint: 'The best number to reach you during the day.' },
        {
          id: 'contactAddress',
          name: 'Street address',
          type: 'address',
          required: false,
          maxLength: 100,
          hint: 'Start typing and choose your address, or type it in full.',
          addressParts: { city: 'contactCity', region: 'contactState', postalCode: 'contactZip' },
        },
        { id: 'contactCity', name: 'City', type: 'text', required: false, maxLength: 50 },
        { id: 'contactState', name: 'State', type: 'state', required: false, value: coastal ? 'ME' : 'IL' },
        { id: 'contactZip', name: 'ZIP code', type: 'zip', required: false },
        {
          id: 'contactRelationship',
          name: 'Relationship to the person',
          type: 'select',
          required: true,
          planTypes: [...OTHERS],
          options: opts(
            'Spouse or partner',
            'Son',
            'Daughter',
            'Parent',
            'Brother',
            'Sister',
            'Grandchild',
            'Other relative',
            'Friend',
            'Legal representative',
            'Other',
          ),
        },
        {
          id: 'contactPreference',
          name: 'How would you like us to contact you?',
          type: 'radio',
          required: false,
          options: opts('Phone', 'Email', 'Either'),
          value: 'either',
        },
      ],
    },
    {
      urlKey: 'decedent-details',
      name: 'Decedent Details',
      decedentDetails: true,
      fields: [
        { id: 'decedentFirstName', name: 'First name', type: 'text', required: true, maxLength: 50, planTypes: [...OTHERS] },
        { id: 'decedentMiddleName', name: 'Middle name', type: 'text', required: false, maxLength: 50 },
        { id: 'decedentLastName', name: 'Last name', type: 'text', required: true, maxLength: 50, planTypes: [...OTHERS] },
        { id: 'decedentPreferredName', name: 'Preferred name or nickname', type: 'text', required: false, maxLength: 50 },
        { id: 'decedentBirthDate', name: 'Date of birth', type: 'date', required: false, noFuture: true },
        { id: 'decedentDeathDate', name: 'Date of death', type: 'date', required: true, noFuture: true, planTypes: ['at-need'] },
        {
          id: 'decedentPlaceOfDeath',
          name: 'Place of death',
          type: 'text',
          required: false,
          maxLength: 100,
          planTypes: ['at-need'],
          hint: 'For example the hospital, care home, or home address.',
        },
        {
          id: 'decedentBirthPlace',
          name: 'Place of birth',
          type: 'text',
          required: false,
          maxLength: 100,
          hint: 'City and state, or country.',
        },
        { id: 'decedentResidence', name: 'City and state of residence', type: 'text', required: false, maxLength: 100 },
        {
          id: 'decedentMaritalStatus',
          name: 'Marital status',
          type: 'select',
          required: false,
          options: opts('Married', 'Widowed', 'Divorced', 'Never married', 'Unknown'),
        },
      ],
    },
    {
      urlKey: 'additional-family',
      name: 'Additional Family',
      fields: [
        {
          id: 'spouseName',
          name: 'Spouse or partner’s full name',
          type: 'text',
          required: false,
          maxLength: 100,
          hint: 'Include a maiden name if there is one.',
        },
        { id: 'spouseLiving', name: 'Is the spouse or partner living?', type: 'radio', required: false, options: opts('Yes', 'No') },
        { id: 'fatherName', name: 'Father’s full name', type: 'text', required: false, maxLength: 100 },
        { id: 'motherName', name: 'Mother’s full name', type: 'text', required: false, maxLength: 100, hint: 'Including her maiden name.' },
        {
          id: 'childrenNames',
          name: 'Children',
          type: 'textarea',
          required: false,
          maxLength: 1000,
          hint: 'One per line; add their town if you like.',
        },
        { id: 'siblingsNames', name: 'Brothers and sisters', type: 'textarea', required: false, maxLength: 1000, hint: 'One per line.' },
      ],
    },
    {
      urlKey: 'education-profession',
      name: 'Education + Profession',
      fields: [
        {
          id: 'educationLevel',
          name: 'Highest level of education',
          type: 'select',
          required: false,
          options: opts(
            'Some high school',
            'High school diploma or GED',
            'Some college',
            'Associate degree',
            'Bachelor’s degree',
            'Master’s degree',
            'Doctorate or professional degree',
            'Unknown',
          ),
        },
        { id: 'highSchool', name: 'High school', type: 'text', required: false, maxLength: 100 },
        { id: 'college', name: 'College or university', type: 'text', required: false, maxLength: 100 },
        {
          id: 'occupation',
          name: 'Usual occupation',
          type: 'text',
          required: false,
          maxLength: 100,
          hint: coastal ? 'For example lobsterman, teacher, boat builder.' : 'For example teacher, farmer, nurse.',
        },
        { id: 'employer', name: 'Employer or business', type: 'text', required: false, maxLength: 100 },
      ],
    },
    {
      urlKey: 'military',
      name: 'Military',
      fields: [
        { id: 'veteran', name: 'Served in the armed forces', type: 'radio', required: true, options: opts('Yes', 'No') },
        {
          id: 'militaryBranch',
          name: 'Branch of service',
          type: 'select',
          required: false,
          options: opts('Army', 'Navy', 'Air Force', 'Marine Corps', 'Coast Guard', 'Space Force', 'National Guard', 'Merchant Marine'),
        },
        { id: 'militaryRank', name: 'Highest rank', type: 'text', required: false, maxLength: 50 },
        { id: 'serviceStartDate', name: 'Service start date', type: 'date', required: false, noFuture: true },
        { id: 'serviceEndDate', name: 'Service end date', type: 'date', required: false, noFuture: true },
        {
          id: 'dischargePapers',
          name: 'A copy of the DD-214 discharge papers is available',
          type: 'checkbox',
          required: false,
          hint: 'Needed for military honors and a veteran’s headstone.',
        },
      ],
    },
    {
      urlKey: 'final-details',
      name: 'Final Details',
      fields: [
        {
          id: 'disposition',
          name: 'Burial or cremation',
          type: 'radio',
          required: true,
          options: coastal ? opts('Burial', 'Cremation', 'Burial at sea', 'Undecided') : opts('Burial', 'Cremation', 'Undecided'),
        },
        {
          id: 'serviceType',
          name: 'Type of service',
          type: 'select',
          required: false,
          options: opts(
            'Traditional funeral',
            'Memorial service',
            'Graveside service',
            'Celebration of life',
            'Private family gathering',
            'No service',
            'Not sure yet',
          ),
        },
        { id: 'religiousAffiliation', name: 'Religious or spiritual affiliation', type: 'text', required: false, maxLength: 100 },
        {
          id: 'notes',
          name: 'Anything else you would like us to know',
          type: 'textarea',
          required: false,
          maxLength: 2000,
          hint: 'Wishes, favourite music, questions — whatever is on your mind.',
        },
        {
          id: 'acknowledgement',
          name: 'I understand that this request does not create a contract or commit me to any purchase.',
          type: 'checkbox',
          required: true,
        },
      ],
    },
  ]
}

/** Streets and towns each funeral home serves (fictional, plausible), for the address lookup. */
export const TOWNS: Record<number, { city: string; region: string; postalCode: string; streets: string[] }[]> = {
  1: [
    {
      city: 'Maple Grove',
      region: 'IL',
      postalCode: '62704',
      streets: [
        'Elm Street',
        'Oak Avenue',
        'Maple Drive',
        'Church Street',
        'Prairie Lane',
        'Washington Street',
        'Lincoln Avenue',
        'Cedar Court',
      ],
    },
    {
      city: 'Ashford',
      region: 'IL',
      postalCode: '62711',
      streets: ['River Road', 'Mill Street', 'Walnut Street', 'Meadow Lane', 'Sycamore Drive', 'Depot Street'],
    },
    { city: 'Linden', region: 'IL', postalCode: '62715', streets: ['Main Street', 'Orchard Road', 'Schoolhouse Lane', 'Hickory Street'] },
  ],
  2: [
    {
      city: 'Port Ellis',
      region: 'ME',
      postalCode: '04011',
      streets: [
        'Wharf Lane',
        'Ocean Avenue',
        'Harbor Street',
        'Lighthouse Road',
        'Chandler Way',
        'Anchor Court',
        'Tide Mill Road',
        'Captain’s Walk',
      ],
    },
    {
      city: 'Seal Cove',
      region: 'ME',
      postalCode: '04013',
      streets: ['Shore Road', 'Cove Lane', 'Spruce Point Road', 'Lobster Pound Road', 'Granite Street'],
    },
    { city: 'Brightwater', region: 'ME', postalCode: '04015', streets: ['Main Street', 'Pine Street', 'Salt Marsh Lane', 'Ferry Road'] },
  ],
}

/** Where requests are announced: the arrangements desk of the home's own mail domain. */
export const NOTIFY: Record<number, string> = { 1: 'arrangements@whitfield.example', 2: 'arrangements@harbor.example' }
