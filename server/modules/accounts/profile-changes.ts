import type { Locale } from '../../../contract/locale'
import { createListeners } from '../../lib/listeners'

/**
 * A user's public face changed: their name (`username`, when renamed) or their avatar; or their
 * language (`locale`, when changed), which a creator's overlay speaks.
 */
export interface ProfileChange {
  userId: string
  isCreator: boolean
  /** The new name, when the user was renamed. */
  username?: string
  /** The new language, when the user changed it. */
  locale?: Locale
}

/**
 * Tells the modules above accounts that a user's name or avatar changed, so that what they show of
 * the user follows (modules/catalogue: the names on cards, the streamers list). Accounts sit below
 * them (docs/architecture.md, "Layers"), so they listen here rather than being called by name.
 */
export function createProfileChanges() {
  const listeners = createListeners<[change: ProfileChange]>()
  return {
    onChange: listeners.add,
    /** Runs every listener, in the order registered, before the request answers. */
    changed: listeners.run,
  }
}

export type ProfileChanges = ReturnType<typeof createProfileChanges>
