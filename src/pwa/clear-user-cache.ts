// At log-out the service worker's copy of the user's own answers (their cards, their profile) goes, so
// that the next person on this device never sees them offline. Cache Storage is shared by the page and
// the worker, so the page deletes it directly.
import { USER_CACHE } from './cache-names'

export async function clearUserCache(): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    await caches.delete(USER_CACHE)
  } catch (error) {
    console.error('Could not clear the cached user data', error)
  }
}
