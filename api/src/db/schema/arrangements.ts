/** Tables of the arrangements area (owned by api/src/routes for that area). */
export {}
