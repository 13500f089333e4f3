import { TEXTS } from '../lib/texts.ts'

type EmptyStateProps = {
  /** 'No data' when there is nothing at all, 'No matching data' when a search or filter found nothing. */
  kind: 'none' | 'no-match'
  /** Offer the way home ('Back to home'). */
  homeLink?: boolean
}

export function EmptyState({ kind, homeLink = false }: EmptyStateProps) {
  return (
    <output className="empty-state">
      <p>{kind === 'none' ? TEXTS.noData : TEXTS.noMatchingData}</p>
      {homeLink ? <a href="/">{TEXTS.backToHome}</a> : null}
    </output>
  )
}
