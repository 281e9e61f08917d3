import http from 'node:http'

export interface LiveUpdates {
  waitFor(topic: string): Promise<void>
  close(): void
  ended: Promise<void>
}

/**
 * The live-update stream (`GET /auth/user/live-updates`) as the app reads it: the bearer token in a
 * header. `waitFor` an event's topic; `ended` settles once the server ends the stream.
 */
export function openLiveUpdates(baseUrl: string, token: string) {
  return new Promise<LiveUpdates>((resolve, reject) => {
    const request = http.get(
      new URL('/auth/user/live-updates', baseUrl),
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`live-updates: ${response.statusCode}`))
        response.setEncoding('utf8')
        const ended = new Promise<void>((done) => response.once('close', () => done()))
        let text = ''
        const waiters = new Set<() => void>()
        response.on('data', (chunk: string) => {
          text += chunk
          for (const wake of waiters) wake()
        })
        resolve({
          waitFor: (topic) =>
            new Promise<void>((done, fail) => {
              const timer = setTimeout(() => fail(new Error(`no ${topic} event; got ${text}`)), 10_000)
              const check = () => {
                if (!text.includes(`event: ${topic}\n`)) return
                clearTimeout(timer)
                waiters.delete(check)
                done()
              }
              waiters.add(check)
              check()
            }),
          close: () => request.destroy(),
          ended,
        })
      },
    )
    request.on('error', reject)
  })
}
