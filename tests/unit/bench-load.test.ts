import { describe, expect, it } from 'vitest'
import { upstreamCallsOf } from '#bench/load.ts'

describe('upstreamCallsOf', () => {
  it('lists the api calls logged for one request id, in log order, ignoring other lines', () => {
    const id = '8baaeed9-50f1-4d6f-b700-88c14e242143'
    const other = '0876ae9f-4afc-4850-807c-5b6843ba02cb'
    const output = [
      'Using secrets defined in dist/api/.dev.vars',
      `{"msg":"api-request","requestId":"${id}","method":"GET","path":"/api/web/render-context/approved","status":200,"durationMs":27}`,
      `{"msg":"api-request","requestId":"${other}","method":"GET","path":"/api/web/redirects","status":200,"durationMs":3}`,
      `[wrangler] {"msg":"api-request","requestId":"${id}","method":"GET","path":"/api/web/obituaries","status":200,"durationMs":36}`,
      `{"msg":"request","requestId":"${id}","method":"GET","path":"/","host":"localhost","status":200,"cache":"MISS"}`,
      `{"msg":"api-request","requestId":"${id}", broken`,
    ].join('\n')
    expect(upstreamCallsOf(output, id)).toEqual(['GET /api/web/render-context/approved', 'GET /api/web/obituaries'])
    expect(upstreamCallsOf(output, 'nobody')).toEqual([])
  })
})
