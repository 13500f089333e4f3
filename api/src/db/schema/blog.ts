/** Tables of the blog area. */
export const blogTables = [] as const
