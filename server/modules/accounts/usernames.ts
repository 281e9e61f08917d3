import { randomBytes } from 'node:crypto'
import { usernameMessages } from '../../../contract/fields'
import { findBlockedWord } from '../../../contract/viewer-text'
import { DEFAULT_BLOCKED_WORDS } from '../../lib/default-blocked-words'

/**
 * A username with a word of the default blocked list (however disguised: viewer-text.ts) is refused
 * wherever one is chosen: sign-up, rename, an administrator's edit. Links and mixed alphabets are
 * the field's own rules (contract/fields.ts).
 */
export function usernameRefusal(username: string): string | undefined {
  return findBlockedWord(username, DEFAULT_BLOCKED_WORDS) ? usernameMessages.blocked : undefined
}

/**
 * The name of a child's account until the child picks one after consent: none is kept before
 * (contract/consent.ts). Random, so it says nothing of them and is unique in practice.
 */
export const placeholderName = () => `viewer${randomBytes(5).toString('hex')}`
