import { createListeners } from '../../lib/listeners'

/**
 * Tells the modules above accounts that sessions of a user ended (logout, ended from the sessions
 * list, every other one ended), so what they keep per session goes with them (modules/push: the
 * device's subscription). Accounts sit below them (docs/architecture.md, "Layers").
 */
export function createSessionEnds() {
  const listeners = createListeners<[ownerId: string]>()
  return {
    onEnd: listeners.add,
    /** Runs every listener, after the sessions were ended, before the request answers. */
    ended: listeners.run,
  }
}

export type SessionEnds = ReturnType<typeof createSessionEnds>
