import { useSuspenseQuery } from '@tanstack/react-query'
import { STUDIO_EXPORT_ARCHIVE_PATH } from '#contract/studio-data-words.ts'
import { spokenBytes } from '#core/account-closing.ts'
import { buttonClassName } from '#src/ui/Button.tsx'
import { exportSummaryQuery } from './data-queries.ts'
import './studio-data.css'

/**
 * "Download everything" (decision 072): what the archive holds, file by file with how many rows,
 * the size of the stored files, and the download itself, a plain link through the BFF as the
 * ledger's CSV is (the browser saves it as it streams).
 */
export function DataExport() {
  const { data } = useSuspenseQuery(exportSummaryQuery)
  const rows = data.files.reduce((n, f) => n + (f.name.startsWith('media/') ? 0 : (f.count ?? 0)), 0)
  return (
    <section aria-labelledby="data-export">
      <h2 id="data-export">Download everything</h2>
      <p>
        One ZIP archive with all of the home: its site and price lists, every case with its people, obituaries, memories, statements and
        payments, and every stored photo, song and video. A README inside explains every file and field, so any other system (or a
        spreadsheet) can read it.
      </p>
      <p>
        {data.mediaFiles === 0
          ? `There are no stored files yet; the archive holds ${rows} rows of data.`
          : `The stored files come to ${spokenBytes(data.mediaBytes)} in ${data.mediaFiles} ${data.mediaFiles === 1 ? 'file' : 'files'}; the archive is a little larger, with ${rows} rows of data.`}{' '}
        The download starts at once and goes on while the archive is made; with many videos it takes a while.
      </p>
      <a className={buttonClassName({ variant: 'primary' })} href={STUDIO_EXPORT_ARCHIVE_PATH} download={data.fileName}>
        Download everything (ZIP)
      </a>
      <details className="studio-data__files">
        <summary>What the archive holds</summary>
        <ul className="studio-data__list" aria-label="The files of the archive">
          {data.files.map((file) => (
            <li key={file.name}>
              <code>{file.name}</code>
              {file.count === null ? null : ` (${file.count})`}: {file.about}
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
