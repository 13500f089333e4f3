/** Tables of the shop area (owned by api/src/routes for that area). */
export {}
