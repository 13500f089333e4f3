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
