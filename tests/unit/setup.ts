// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {}
