import { redactPath } from '#core/log-redaction.ts'

// Apart from bots.ts: a page's entry carries the root's error handling, and this line (and the
// redaction rules with it) is needed only when a crawler meets a root error (src/lib/bots.ts).

/** The log line a crawler's root error leaves: status, path and the error's own message. */
export function crawlerErrorLog(error: unknown, path: string, statusCode: number | undefined): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return `root error for a crawler (not shown): ${statusCode ?? 'no status'} at ${redactPath(path)}${message ? ` – ${message}` : ''}`
}
