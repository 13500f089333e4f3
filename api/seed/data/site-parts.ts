/** Pieces both demo sites are built from. */

/**
 * Demo pictures live in public/demo (small SVGs, no other host). Each is given at its intrinsic
 * size so the page never shifts while it loads.
 */
export const demoImage = (id: string, name: string, alt: string, caption?: string) => ({
  id,
  src: `/demo/${name}.svg`,
  alt,
  width: 1200,
  height: 900,
  ...(caption ? { caption } : {}),
})
/** `focalPoint`: where the picture's subject is (percent), kept in view when a phone crops the hero. */
export const heroImage = (id: string, name: string, focalPoint?: { x: number; y: number }) => ({
  id,
  src: `/demo/${name}-1600.svg`,
  width: 1600,
  height: 800,
  variants: [{ src: `/demo/${name}-800.svg`, width: 800 }],
  ...(focalPoint ? { focalPoint } : {}),
})
export const portrait = (id: string, name: string) => ({ id, src: `/demo/${name}.svg`, width: 480, height: 600 })
export const weekdayHours = (id: string, locationId: number, weekdays: string, saturday: string) => ({
  id,
  locationId,
  rows: [
    { id: `${id}-weekdays`, days: 'Monday – Friday', hours: weekdays },
    { id: `${id}-saturday`, days: 'Saturday', hours: saturday },
    { id: `${id}-sunday`, days: 'Sunday', hours: 'By appointment' },
    { id: `${id}-calls`, days: 'Phone', hours: 'Answered 24 hours a day' },
  ],
})
