// The Web Worker of solve-work.ts: finds the nonce and posts it back.
import { findNonce } from './solve-work'

self.onmessage = async (event: MessageEvent<{ token: string; bits: number }>) => {
  self.postMessage(await findNonce(event.data.token, event.data.bits))
}
