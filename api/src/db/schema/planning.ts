/** Tables of the planning area (owned by api/src/routes for that area). */
export {}
