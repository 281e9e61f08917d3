import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in of Razorpay's REST API (the real one cannot be reached from tests): it checks the
// Basic auth of the key pair, reads the JSON body, and answers what the test's `route` says; a request
// the route does not answer gets 404.

export interface RazorpayRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: Record<string, unknown>
}

export type RazorpayAnswer = { status: number; body: unknown }

export interface RazorpayStandIn {
  /** RAZORPAY_API_URL for the server under test. */
  url: string
  close(): Promise<void>
}

export async function startRazorpayStandIn(
  keys: { keyId: string; keySecret: string },
  route: (request: RazorpayRequest) => RazorpayAnswer | undefined,
): Promise<RazorpayStandIn> {
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      const auth = Buffer.from(String(req.headers.authorization).replace('Basic ', ''), 'base64').toString()
      if (auth !== `${keys.keyId}:${keys.keySecret}`) return json(401, {})
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw || '{}') as Record<string, unknown>
      } catch {
        return json(400, { error: { description: 'The body is not JSON' } })
      }
      const answer = route({ method: req.method ?? 'GET', path: req.url ?? '', headers: req.headers, body })
      return answer ? json(answer.status, answer.body) : json(404, {})
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
