import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose'
import type { PushPayload } from '../../contract/push'

// A local stand-in of a browser's push service (FCM, Mozilla's autopush, Apple's): each device it
// makes has a P-256 key pair and an auth secret, as a browser's PushSubscription has, and an endpoint
// on this server. It records every push posted to an endpoint and answers 201, or what the test set
// for that device (410 for a revoked subscription). `open` decrypts a push as the device would
// (RFC 8291, aes128gcm) and checks its VAPID signature (RFC 8292).

export interface PushDevice {
  id: string
  /** What `PushSubscription.toJSON()` gives the app, for POST /auth/user/push-subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  privateKey: Buffer
  publicKey: Buffer
  authSecret: Buffer
}

export interface ReceivedPush {
  deviceId: string
  headers: IncomingHttpHeaders
  body: Buffer
  /** `performance.now()` when it arrived. */
  at: number
  /** What the stand-in answered: 201 when it took the push, else what the test set (`answer`). */
  status: number
}

export interface PushServiceStandIn {
  url: string
  received: ReceivedPush[]
  newDevice(): PushDevice
  /** Answers every push to the device with `status` from now on (410: the user revoked it). */
  answer(device: PushDevice, status: number): void
  /** The pushes a device received so far. */
  pushesTo(device: PushDevice): ReceivedPush[]
  /** Waits until `count` pushes reached the device (fails after `timeoutMs`). */
  waitFor(device: PushDevice, count: number, timeoutMs?: number): Promise<ReceivedPush[]>
  /** Calls `listener` with every push as it arrives. */
  onPush(listener: (push: ReceivedPush) => void): void
  close(): Promise<void>
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = []
  const answers = new Map<string, number>()
  const listeners: Array<(push: ReceivedPush) => void> = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const deviceId = (req.url ?? '').replace(/^\/push\//, '')
      const status = answers.get(deviceId) ?? 201
      const push = {
        deviceId,
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: performance.now(),
        status,
      }
      received.push(push)
      for (const listener of listeners) listener(push)
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const pushesTo = (device: PushDevice) => received.filter((push) => push.deviceId === device.id)
  return {
    url,
    received,
    newDevice() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const id = randomBytes(8).toString('hex')
      const authSecret = randomBytes(16)
      const publicKey = ecdh.getPublicKey()
      return {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
        },
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret,
      }
    },
    answer: (device, status) => answers.set(device.id, status),
    pushesTo,
    async waitFor(device, count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (pushesTo(device).length < count) {
        if (Date.now() > deadline) throw new Error(`${pushesTo(device).length} of ${count} pushes arrived`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return pushesTo(device)
    },
    onPush: (listener) => listeners.push(listener),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Decrypts a push as its device does: RFC 8291's key derivation over RFC 8188's aes128gcm record. */
export function decryptPush(device: PushDevice, body: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverKey = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(device.privateKey)
  const shared = ecdh.computeSecret(serverKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(-16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then any padding of zeros.
  let end = padded.length - 1
  while (end > 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/**
 * Opens a push: checks its VAPID signature against `publicKey` (the server's) and the endpoint's
 * origin, decrypts it, and returns the payload with the headers a push service acts on.
 */
export async function openPush(device: PushDevice, push: ReceivedPush, publicKey: string) {
  const authorization = String(push.headers.authorization ?? '')
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization)
  if (!match?.[1] || match[2] !== publicKey)
    throw new Error(`not signed with the server's key: ${authorization}`)
  const raw = Buffer.from(publicKey, 'base64url')
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  )
  const { payload: claims } = await jwtVerify(match[1], key, {
    audience: new URL(device.subscription.endpoint).origin,
  })
  if (decodeProtectedHeader(match[1]).alg !== 'ES256') throw new Error('VAPID is ES256')
  return {
    payload: JSON.parse(decryptPush(device, push.body)) as PushPayload,
    ttl: Number(push.headers.ttl),
    urgency: push.headers.urgency,
    topic: push.headers.topic,
    contentEncoding: push.headers['content-encoding'],
    subject: claims.sub,
  }
}
