import type { StationeryChanges, StationeryItemType, StationeryPageType } from './family-reviews.ts'

/**
 * The printed pieces' rules from the home's side (issue 38 point 3, decision 061), zod-free so
 * the studio's and the family's screens use them without loading a schema: the messages, the
 * sides a piece's pages become, and what changed between two versions. The calls:
 * contract/studio-stationery.ts.
 */

/** The sentences of refusals (422s name the field to blame). */
export const STUDIO_STATIONERY_MESSAGES = {
  /** 422 on `itemType`. */
  itemType: 'Please choose a memorial folder, a prayer card, a bookmark, a guest book or another piece.',
  /** 422 on `title`: another piece with no name. */
  title: 'Please give the piece a name, for example Thank-you card.',
  /** 422 on `itemType`: the case has it already. */
  alreadyThere: 'This case has that piece already.',
  /** 422 on `mediaIds`: none, or more than a piece has sides. */
  pageCount: 'Please send between 1 and 4 pages: the front, the inside and the back.',
  /** 422 on `mediaIds`: the same picture twice. */
  samePage: 'Each page must be a different picture.',
  /** 422 on `mediaIds`: not a page uploaded for this case. */
  notAPage: 'One of the pages is not a picture uploaded for this case. Please upload it again.',
  /** 422 on `mediaIds`: the family approved it; a new version would undo their approval. */
  approved: 'The family has approved this piece. Call them before changing it.',
  /** 404. */
  notFound: 'This case has no such printed piece.',
} as const

/** A piece's sides, most a folded card has: front, two inside, back. */
export const MAX_STATIONERY_PAGES = 4

/** What each kind of piece is called when the home gives it no name of its own. */
export const STATIONERY_ITEM_NAMES: Readonly<Record<StationeryItemType, string>> = {
  'memorial-folder': 'Memorial folder',
  'prayer-card': 'Prayer card',
  bookmark: 'Bookmark',
  'guest-book': 'Guest book',
  other: 'Other piece',
}

/**
 * Which side each page of a piece is, in the order they were arranged: one page is a front; two
 * a front and a back (a prayer card, a bookmark); three keep one inside page; four are a folder.
 */
export function pageLayout(count: number): StationeryPageType[] {
  if (count <= 0) return []
  if (count === 1) return ['front']
  if (count === 2) return ['front', 'back']
  if (count === 3) return ['front', 'inside-left', 'back']
  return ['front', 'inside-left', 'inside-right', 'back']
}

export type VersionPage = { pageType: StationeryPageType; mediaId: number }

/**
 * What changed from one version of a piece to the next, side by side: a side only in the new
 * one was added, only in the old one removed, in both with another picture replaced. A page
 * moved to another side counts as that side replaced: that is what the family sees change.
 */
export function pageChanges(before: readonly VersionPage[], after: readonly VersionPage[], from: number, to: number): StationeryChanges {
  const old = new Map(before.map((p) => [p.pageType, p.mediaId]))
  const now = new Map(after.map((p) => [p.pageType, p.mediaId]))
  const order = pageLayout(MAX_STATIONERY_PAGES)
  return {
    from,
    to,
    added: order.filter((side) => now.has(side) && !old.has(side)),
    replaced: order.filter((side) => now.has(side) && old.has(side) && now.get(side) !== old.get(side)),
    removed: order.filter((side) => old.has(side) && !now.has(side)),
  }
}

const SIDE_NAMES: Readonly<Record<StationeryPageType, string>> = {
  front: 'the front',
  'inside-left': 'the inside left',
  'inside-right': 'the inside right',
  back: 'the back',
}

function sides(list: readonly StationeryPageType[]): string {
  const names = list.map((side) => SIDE_NAMES[side])
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * "Version 2: the back is new; the inside left and the inside right were added." What the family
 * and the home read of a new version, from `pageChanges`.
 */
export function changesLine(changes: StationeryChanges): string {
  const parts = [
    changes.replaced.length > 0 ? `${sides(changes.replaced)} ${changes.replaced.length === 1 ? 'is' : 'are'} new` : '',
    changes.added.length > 0 ? `${sides(changes.added)} ${changes.added.length === 1 ? 'was' : 'were'} added` : '',
    changes.removed.length > 0 ? `${sides(changes.removed)} ${changes.removed.length === 1 ? 'was' : 'were'} taken out` : '',
  ].filter(Boolean)
  return `Version ${changes.to}: ${parts.length > 0 ? `${parts.join('; ')}.` : 'the pages are as they were.'}`
}
