/** Tables of the blog area (owned by api/src/routes for that area). */
export {}
