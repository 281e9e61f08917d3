import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in of a PAN verification service (KYC_PAN_CHECK_URL): `POST {pan}` with the bearer key
// answers `{valid, registered_name}` from its register, 404 `{valid: false}` for a PAN it does not
// hold, and 500 for the PANs it is told to fail on.

export const PAN_CHECK_KEY = 'pan-check-test-key'

export function createPanCheckStandIn(register: Record<string, string>) {
  const state = { checks: [] as string[], failing: new Set<string>(), unauthorized: 0 }
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (req.headers.authorization !== `Bearer ${PAN_CHECK_KEY}`) {
        state.unauthorized++
        return json(401, { error: 'unauthorized' })
      }
      const { pan } = JSON.parse(raw || '{}') as { pan?: string }
      state.checks.push(pan ?? '')
      if (pan && state.failing.has(pan)) return json(500, { error: 'upstream down' })
      const name = pan ? register[pan] : undefined
      return name ? json(200, { valid: true, registered_name: name }) : json(404, { valid: false })
    })
  })
  return {
    state,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/pan/verify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
