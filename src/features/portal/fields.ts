/**
 * The portal's form pieces other features' forms share (decision 068): a second entry beside
 * index.ts, so a screen that only reads the portal's queries or paths never loads the form kit.
 * Import it from a form module that is itself loaded on demand.
 */

export { INVITEE_FIELDS, InviteeFields } from './InviteeFields.tsx'
