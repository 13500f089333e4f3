/** Tables of the family area (owned by api/src/routes for that area). */
export {}
