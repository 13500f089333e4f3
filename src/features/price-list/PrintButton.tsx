import { Button } from '#src/ui/Button.tsx'

/** The browser's own print dialog; the print stylesheet (price-list.css) leaves only the list on paper. */
export function PrintButton() {
  return (
    <Button variant="secondary" className="price-list__print" onClick={() => window.print()}>
      Print this price list
    </Button>
  )
}
