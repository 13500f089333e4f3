/** Tables of the arrangements area. */
export const arrangementsTables = [] as const
