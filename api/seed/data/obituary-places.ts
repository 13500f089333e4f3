/** A place services are held, copied onto each service event. */
export type Place = { name: string; line1: string; city: string; region: string; postalCode: string }

export type Places = { churches: Place[]; cemeteries: Place[]; halls: Place[]; live: string; secondCemeteryFor: RegExp }

/** Where services are held besides the funeral home's own chapels. */
export const PLACES: Record<number, Places> = {
  1: {
    churches: [
      { name: 'St. Paul’s Lutheran Church', line1: '410 Church Street', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
      { name: 'First Presbyterian Church', line1: '125 North Main Street', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
      { name: 'St. Mary’s Catholic Church', line1: '600 West Oak Street', city: 'Ashford', region: 'IL', postalCode: '62711' },
    ],
    cemeteries: [
      { name: 'Maple Grove Cemetery', line1: '1200 Cemetery Road', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
      { name: 'Camp Butler National Cemetery', line1: '5063 Camp Butler Road', city: 'Springfield', region: 'IL', postalCode: '62707' },
    ],
    halls: [{ name: 'Maple Grove VFW Hall', line1: '77 Veterans Parkway', city: 'Maple Grove', region: 'IL', postalCode: '62704' }],
    live: 'https://live.whitfield.example/services/',
    /** Veterans rest at the national cemetery. */
    secondCemeteryFor: /Army|Navy|Air Force|Marine|Coast Guard/,
  },
  2: {
    churches: [
      { name: 'St. Brendan by the Sea', line1: '22 Chapel Street', city: 'Port Ellis', region: 'ME', postalCode: '04011' },
      { name: 'Port Ellis Congregational Church', line1: '9 Church Hill Road', city: 'Port Ellis', region: 'ME', postalCode: '04011' },
    ],
    cemeteries: [
      { name: 'Seaview Cemetery', line1: '400 Shore Road', city: 'Port Ellis', region: 'ME', postalCode: '04011' },
      { name: 'Port Ellis Town Landing (committal at sea)', line1: '1 Harbor Road', city: 'Port Ellis', region: 'ME', postalCode: '04011' },
    ],
    halls: [{ name: 'Port Ellis Yacht Club', line1: '18 Harbor Road', city: 'Port Ellis', region: 'ME', postalCode: '04011' }],
    live: 'https://live.harbor.example/services/',
    /** Those who worked the water are committed to it. */
    secondCemeteryFor: /lobster|fish|ferry|boat|schooner|sail/i,
  },
}

/** Titles of the photos in the obituaries' albums. */
export const ALBUM_TITLES: Record<number, string[]> = {
  1: [
    'Harvest, many autumns ago',
    'The family reunion at Lake Shelbyville',
    'Sunday dinner',
    'Christmas morning',
    'Fishing on the Sangamon',
    'With the grandchildren',
    'The county fair',
    'Fiftieth anniversary',
    'On the porch swing',
  ],
  2: [
    'Hauling traps at dawn',
    'The harbor in fog',
    'Summer on the island',
    'Fourth of July on the green',
    'Sailing in the bay',
    'With the grandchildren at Sand Beach',
    'The lighthouse in winter',
    'Lobster bake',
    'Christmas by the woodstove',
  ],
}
