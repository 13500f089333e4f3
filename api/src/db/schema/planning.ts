/** Tables of the planning area. */
export const planningTables = [] as const
