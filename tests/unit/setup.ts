// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
// Only files that ask for jsdom (`// @vitest-environment jsdom`) have a window.
if (typeof window !== 'undefined') window.scrollTo = () => {}
