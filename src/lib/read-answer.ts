import { createIsomorphicFn } from '@tanstack/react-start'
import type { Answer, AnswerName } from './answer-schemas.server.ts'
import { browserGet } from './browser-get.ts'

export type { Answer, AnswerName }

/** `true`: quiet (above); `'refusable'`: a 401 or 403 is the caller's to answer, not the page's status (the draft, decision 037). */
export type ReadMode = boolean | 'refusable'

/**
 * The one way a page reads an answer of the api. On the server: in-process through the BFF's
 * client for this request, checked with the answer's contract schema; a failure sets the page's
 * HTTP status (an unknown obituary is a real 404), unless `quiet` (a widget or a missing video is
 * a calm note on a 200 page). In the browser: same origin through the BFF proxy, not parsed again
 * (browser-http.ts `unchecked`).
 */
export function readAnswer<N extends AnswerName>(pathAndQuery: string, name: N, quiet: ReadMode = false): Promise<Answer<N>> {
  // The isomorphic call itself is untyped; the answer's type follows from its name.
  return readOnEitherSide(pathAndQuery, name, quiet) as Promise<Answer<N>>
}

const readOnEitherSide = createIsomorphicFn()
  .server(async (pathAndQuery: string, name: AnswerName, quiet: ReadMode): Promise<unknown> => {
    const [{ upstreamJson, upstreamQuiet, upstreamUnlessRefused }, { ANSWER_SCHEMAS }] = await Promise.all([
      import('./upstream.server.ts'),
      import('./answer-schemas.server.ts'),
    ])
    const read = quiet === 'refusable' ? upstreamUnlessRefused : quiet ? upstreamQuiet : upstreamJson
    return read(pathAndQuery, ANSWER_SCHEMAS[name])
  })
  .client((pathAndQuery: string, _name: AnswerName, _quiet: ReadMode): Promise<unknown> => browserGet<unknown>(pathAndQuery))
