import type { ReactNode } from 'react'
import { Button } from '#src/ui/Button.tsx'

/** A studio form's last row: its submit button (given), and Cancel when the form can be closed. */
export function FormActions({ children, onCancel }: { children: ReactNode; onCancel?: () => void }) {
  return (
    <div className="studio-member__actions">
      {children}
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  )
}
