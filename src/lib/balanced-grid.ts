import type { CSSProperties } from 'react'

/**
 * How many columns `count` cards get on a wide screen, at most `max`: among the layouts whose last
 * row is full or holds two cards or more, the one with the fewest rows, then the fullest last
 * row, then the widest. So 4 cards make 2 + 2 rather than 3 + 1, 5 make 3 + 2 and 6 in at most 4
 * make 3 + 3. When every choice leaves one card alone (7 in at most 3), the widest wins and CSS
 * centres that card (.balanced-grid in src/styles/app.css).
 */
export function balancedColumns(count: number, max: number): number {
  const limit = Math.max(1, Math.floor(max))
  if (count <= limit) return Math.max(1, count)
  let best: { columns: number; rows: number; lastRow: number } | undefined
  for (let columns = limit; columns >= 2; columns--) {
    const rows = Math.ceil(count / columns)
    const lastRow = count - (rows - 1) * columns
    if (lastRow < 2) continue
    if (!best || rows < best.rows || (rows === best.rows && lastRow / columns > best.lastRow / best.columns)) {
      best = { columns, rows, lastRow }
    }
  }
  return best?.columns ?? limit
}

/** The style a `.balanced-grid` list needs for its items (a CSS variable; the classes do the rest). */
export function balancedGridStyle(count: number, max: number, phoneColumns = 1): CSSProperties {
  return { '--grid-columns': balancedColumns(count, max), '--grid-phone-columns': phoneColumns } as CSSProperties
}

/** --content-width in src/styles/app.css: the widest a grid is drawn. */
const CONTENT_WIDTH_REM = 72

/**
 * The `sizes` of a picture filling one card of a `.balanced-grid` of `count` cards: a share of the
 * content width on a wide screen (64rem up, `balancedColumns`), of the window in between (40rem
 * up, two columns or the phone's count) and on a phone. Slightly generous (gaps are not taken
 * off), so the browser never picks a width too narrow.
 */
export function balancedGridSizes(count: number, max: number, phoneColumns = 1): string {
  const wide = balancedColumns(count, max)
  const middle = Math.min(Math.max(2, phoneColumns), wide)
  return `(min-width: 64rem) ${Math.ceil(CONTENT_WIDTH_REM / wide)}rem, (min-width: 40rem) ${Math.ceil(100 / middle)}vw, ${Math.ceil(100 / phoneColumns)}vw`
}
