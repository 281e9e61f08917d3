import { createHmac, timingSafeEqual } from 'node:crypto'
import { PARENT_LINK_TTL_DAYS } from '../../../contract/consent'

// The links mailed to a child's parent: signed with a key of their own (tokens.ts), naming the child,
// what they open and until when. No account is needed to follow one; each works only while what it
// asks is still to do (a consent link until consent is given, a withdrawal link until withdrawn).

/** 'consent': give consent; 'manage': the parent page (the cap, withdrawal); 'withdraw': withdraw. */
export type ParentLinkPurpose = 'consent' | 'manage' | 'withdraw'

const DAY_MS = 24 * 3600_000

export interface ParentLinks {
  sign(userId: string, purpose: ParentLinkPurpose, now?: Date): string
  /** The child's id when the token is ours, of one of `purposes`, and unexpired; else undefined. */
  verify(token: string, purposes: readonly ParentLinkPurpose[], now?: Date): string | undefined
}

export function createParentLinks(key: Uint8Array): ParentLinks {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url')
  return {
    sign(userId, purpose, now = new Date()) {
      const expires = now.getTime() + PARENT_LINK_TTL_DAYS * DAY_MS
      const body = Buffer.from(JSON.stringify({ u: userId, p: purpose, e: expires })).toString('base64url')
      return `${body}.${mac(body)}`
    },
    verify(token, purposes, now = new Date()) {
      const [body, signature, extra] = token.split('.')
      if (!body || !signature || extra !== undefined) return undefined
      const given = Buffer.from(signature)
      const expected = Buffer.from(mac(body))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      try {
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
        const { u, p, e } = claims
        if (typeof u !== 'string' || typeof e !== 'number' || e <= now.getTime()) return undefined
        return purposes.includes(p as ParentLinkPurpose) ? u : undefined
      } catch {
        return undefined
      }
    },
  }
}
