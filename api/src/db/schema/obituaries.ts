/** Tables of the obituaries area. */
export const obituariesTables = [] as const
