/** Tables of the shop area. */
export const shopTables = [] as const
