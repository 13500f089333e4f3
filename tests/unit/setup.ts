import { installValidationMessages } from '#contract/validation.ts'

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {}

// As every app entry does: schemas tested here report the spec §5 messages.
installValidationMessages()
