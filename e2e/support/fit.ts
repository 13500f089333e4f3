import { expect, type Page } from '@playwright/test'

/** The phone widths every public page and flow step must fit (issue 14): small Android, common Android, iPhone mini/SE, iPhone. */
export const PHONE_WIDTHS = [320, 360, 375, 390] as const

/**
 * The page does not pan sideways: nothing is wider than the viewport. On failure it names the
 * widest elements that stick out, so the message says what to fix rather than only "too wide".
 */
export async function expectNoHorizontalOverflow(page: Page) {
  const report = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)
    const culprits: string[] = []
    if (scrollWidth > width) {
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.right <= width + 1) continue
        // Inside a container that scrolls sideways on purpose (a tab row) is not overflow.
        let scroller: HTMLElement | null = element.parentElement
        let clipped = false
        while (scroller && scroller !== document.body) {
          const overflowX = getComputedStyle(scroller).overflowX
          if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') {
            clipped = true
            break
          }
          scroller = scroller.parentElement
        }
        if (clipped) continue
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`
        culprits.push(`${name} right=${Math.round(rect.right)}`)
        if (culprits.length >= 5) break
      }
    }
    return { width, scrollWidth, culprits }
  })
  expect(
    report.scrollWidth,
    `page is ${report.scrollWidth}px wide on a ${report.width}px screen: ${report.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(report.width)
}
