/** Tables of the obituaries area (owned by api/src/routes for that area). */
export {}
