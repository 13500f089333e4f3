/**
 * The error key of Stripe's card field: not one of the form's own fields, so its messages are
 * said beside Pay (the frame shows Stripe's own as they are typed). Apart from the component so
 * that naming it does not load Stripe's code.
 */
export const STRIPE_CARD_ERROR = 'card.stripe'
