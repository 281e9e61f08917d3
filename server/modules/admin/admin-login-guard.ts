import { isIP } from 'node:net'
import { backoffDelay } from '../../../contract/backoff'
import { normaliseEmail } from '../limits'
import type { AdminLoginGuardsRepository } from './admin-login-guards-repository'

/**
 * Wrong admin logins are counted under several keys at once, each with its own lock that doubles with
 * every lock (up to a day) and is forgotten after a quiet day:
 *
 * - the client's address and its subnet (IPv4 /24, IPv6 /64): the attacking client is stopped, not
 *   the account it aims at;
 * - the account's address, known or not (an unknown address locks exactly as a real one): wrong
 *   passwords from many clients back the account off;
 * - the account's wrong two-factor codes, which only someone with the right password can make.
 *
 * A lock of the client or of the account's passwords still lets in the right password with a right
 * two-factor code (a guesser has no code), and a completed password reset lifts the account's locks
 * and those of the client that reset it. A lock of the codes is lifted only by a reset: whoever made
 * it has the password.
 */
export const ADMIN_LOGIN_LOCK = {
  address: { lockAfter: 5, lockMs: 15 * 60_000, maxLockMs: 24 * 3600_000 },
  subnet: { lockAfter: 20, lockMs: 15 * 60_000, maxLockMs: 24 * 3600_000 },
  account: { lockAfter: 10, lockMs: 15 * 60_000, maxLockMs: 24 * 3600_000 },
  code: { lockAfter: 5, lockMs: 15 * 60_000, maxLockMs: 24 * 3600_000 },
  /** A key with no failure for this long starts over: its count and its doubling. */
  quietMs: 24 * 3600_000,
} as const

export type LockRule = { lockAfter: number; lockMs: number; maxLockMs: number }

/** The /24 of an IPv4 address (an IPv4-mapped IPv6 one too), the /64 of an IPv6 one. */
export function subnetOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  const address = mapped ?? ip
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? []
  const left = head ? head.split(':') : []
  const right = address.includes('::') && tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`
}

export const guardKeys = {
  client: (ip: string) => [`address:${ip}`, `subnet:${subnetOf(ip)}`] as const,
  account: (email: string) => `account:${normaliseEmail(email)}`,
  code: (email: string) => `code:${normaliseEmail(email)}`,
}

/** The rule of a key, by its kind. */
const ruleOf = (key: string): LockRule =>
  ADMIN_LOGIN_LOCK[key.slice(0, key.indexOf(':')) as 'address' | 'subnet' | 'account' | 'code']

/** The admin login's guard over its counters: the rules above applied to admin_login_guards. */
export function createAdminLoginGuard(guards: AdminLoginGuardsRepository) {
  const quietSince = (now: Date) => new Date(now.getTime() - ADMIN_LOGIN_LOCK.quietMs).toISOString()
  return {
    /** The latest end of a lock among `keys` still running at `now`, if any. */
    lockedUntil: guards.lockedUntil,

    /**
     * Counts a failure under each key; a key that reaches its rule's count is locked. Answers the keys
     * this failure locked, with the end of each lock.
     */
    async countFailure(keys: readonly string[], now: Date): Promise<Map<string, string>> {
      const locked = new Map<string, string>()
      const at = now.toISOString()
      for (const key of keys) {
        const rule = ruleOf(key)
        const row = await guards.countFailure(key, at, quietSince(now))
        if (row.failures < rule.lockAfter) continue
        const until = new Date(
          now.getTime() + backoffDelay(row.lockouts, { initialMs: rule.lockMs, maxMs: rule.maxLockMs }),
        ).toISOString()
        // Only the failure that reached the count locks (a racing one finds it started over).
        if (await guards.lock(key, rule.lockAfter, row.lockouts + 1, until)) locked.set(key, until)
      }
      return locked
    },

    /** Forgets the keys: their counts, locks and doubling. */
    clear: guards.clear,

    /** Drops keys with no failure for a quiet day and no lock running. */
    prune: (now: Date) => guards.prune(now, quietSince(now)),
  }
}

export type AdminLoginGuard = ReturnType<typeof createAdminLoginGuard>
