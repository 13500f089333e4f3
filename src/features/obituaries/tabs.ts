import type { Obituary } from '#contract/obituaries.ts'
import { OBITUARY_TABS, type ObituaryTab } from './rules.ts'

/** The memory form's id on the memories tab: "Post a memory" links straight to it. */
export const MEMORY_FORM_ID = 'share-a-memory'

const TAB_LABELS: Record<ObituaryTab, string> = {
  '': 'Obituary',
  photos: 'Photos',
  memories: 'Memories',
  'memorial-video': 'Memorial video',
  shop: 'Shop',
}

/** Each tab's route, for the router's links. */
export const TAB_ROUTES = {
  '': '/obituaries/$id/$name',
  photos: '/obituaries/$id/$name/photos',
  memories: '/obituaries/$id/$name/memories',
  'memorial-video': '/obituaries/$id/$name/memorial-video',
  shop: '/obituaries/$id/$name/shop',
} as const satisfies Record<ObituaryTab, string>

/** "Photos (9)", "Memories (3)": the count after a space; none when there is nothing yet. */
export function tabLabel(tab: ObituaryTab, counts: Obituary['counts']): string {
  const count = tab === 'photos' ? counts.photos : tab === 'memories' ? counts.memories : 0
  return count > 0 ? `${TAB_LABELS[tab]} (${count})` : TAB_LABELS[tab]
}

/** Which tab a path is on: `/obituaries/1001/harold-brandt/shop/product/7` → 'shop'. */
export function currentTab(pathname: string): ObituaryTab {
  const rest = /^\/obituaries\/[^/]+\/[^/]+\/([^/]+)/.exec(pathname)?.[1] ?? ''
  return OBITUARY_TABS.find((tab) => tab === rest) ?? ''
}

/** No dead end: the video tab appears once the family's video is there (its address still answers calmly). */
export function visibleTabs(obituary: Pick<Obituary, 'hasMemorialVideo'>, current: ObituaryTab): ObituaryTab[] {
  return OBITUARY_TABS.filter((tab) => tab !== 'memorial-video' || obituary.hasMemorialVideo || current === 'memorial-video')
}
