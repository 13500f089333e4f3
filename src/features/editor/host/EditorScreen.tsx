import { useQuery } from '@tanstack/react-query'
import { Editor } from './Editor.tsx'
import { siteDocumentQuery } from './calls.ts'
import './editor.css'

/** The editor once the draft and the published site are read: loading and error states first. */
export function EditorScreen({ path, onPath }: { path: string; onPath: (path: string) => void }) {
  const draft = useQuery(siteDocumentQuery('draft'))
  const approved = useQuery(siteDocumentQuery('approved'))
  if (draft.isPending) {
    return (
      <main id="main" className="page editor" aria-busy="true">
        <h1>Edit the site</h1>
        <p>Loading the draft…</p>
      </main>
    )
  }
  if (draft.isError) {
    return (
      <main id="main" className="page editor">
        <h1>Edit the site</h1>
        <p role="alert">The draft could not be loaded. Please try again.</p>
        <button type="button" onClick={() => void draft.refetch()}>
          Try again
        </button>
      </main>
    )
  }
  const pagePath = Object.hasOwn(draft.data.pages, path) ? path : (Object.keys(draft.data.pages)[0] ?? '/')
  return <Editor draft={draft.data} approved={approved.data} path={pagePath} onPath={onPath} onPublished={() => approved.refetch()} />
}
