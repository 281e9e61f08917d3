// Solves the server's sign-up challenge (contract/signup-work.ts): SHA-256 with crypto.subtle, in
// batches, so that a busy network's few seconds of work never freeze the page; in a Web Worker when
// the browser has one, else here.
import type { WorkChallenge, WorkSolution } from '../../../../contract/signup-work'
import { meetsWork, workInput } from '../../../../contract/work-puzzle'

const BATCH = 256

/** Tries nonces from 0 up until one meets the challenge's bits. */
export async function findNonce(token: string, bits: number): Promise<string> {
  const encoder = new TextEncoder()
  for (let start = 0; ; start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) =>
        crypto.subtle.digest('SHA-256', encoder.encode(workInput(token, String(start + i)))),
      ),
    )
    const found = digests.findIndex((digest) => meetsWork(new Uint8Array(digest), bits))
    if (found !== -1) return String(start + found)
  }
}

/** The solution of `challenge`, worked out off the main thread when a worker can be started. */
export function solveWork(challenge: WorkChallenge): Promise<WorkSolution> {
  const solved = (nonce: string): WorkSolution => ({ token: challenge.token, nonce })
  if (typeof Worker === 'undefined') return findNonce(challenge.token, challenge.bits).then(solved)
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./work-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<string>) => {
      worker.terminate()
      resolve(solved(event.data))
    }
    worker.onerror = (event) => {
      worker.terminate()
      // A worker the page could not start (an old browser, a blocked script): the same work here.
      event.preventDefault()
      findNonce(challenge.token, challenge.bits).then(solved, reject)
    }
    worker.postMessage({ token: challenge.token, bits: challenge.bits })
  })
}
