import { createIsomorphicFn } from '@tanstack/react-start'
import type { Answer, AnswerName } from './answer-schemas.server.ts'
import { browserGet } from './browser-get.ts'

export type { Answer, AnswerName }

/**
 * The one way a page reads an answer of the api. On the server: in-process through the BFF's
 * client for this request, checked with the answer's contract schema; a failure sets the page's
 * HTTP status (an unknown obituary is a real 404), unless `quiet` (a widget or a missing video is
 * a calm note on a 200 page). In the browser: same origin through the BFF proxy, not parsed again
 * (browser-http.ts `unchecked`).
 */
export function readAnswer<N extends AnswerName>(pathAndQuery: string, name: N, quiet = false): Promise<Answer<N>> {
  // The isomorphic call itself is untyped; the answer's type follows from its name.
  return readOnEitherSide(pathAndQuery, name, quiet) as Promise<Answer<N>>
}

const readOnEitherSide = createIsomorphicFn()
  .server(async (pathAndQuery: string, name: AnswerName, quiet: boolean): Promise<unknown> => {
    const [{ upstreamJson, upstreamQuiet }, { ANSWER_SCHEMAS }] = await Promise.all([
      import('./upstream.server.ts'),
      import('./answer-schemas.server.ts'),
    ])
    return (quiet ? upstreamQuiet : upstreamJson)(pathAndQuery, ANSWER_SCHEMAS[name])
  })
  .client((pathAndQuery: string, _name: AnswerName, _quiet: boolean): Promise<unknown> => browserGet<unknown>(pathAndQuery))
