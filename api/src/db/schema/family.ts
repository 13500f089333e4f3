/** Tables of the family area. */
export const familyTables = [] as const
