// Names of the service worker's runtime caches, shared by the build (vite.config.ts writes them into
// the generated worker) and the page (which deletes the user's cache at log-out).

/** The public catalogue: cards, streamers, a streamer's cards, the site settings. */
export const CATALOGUE_CACHE = 'cardcast-api-catalogue'
/** Answers that belong to the signed-in user (their cards, their profile): emptied at log-out. */
export const USER_CACHE = 'cardcast-api-user'
/** Card art and uploaded images. */
export const IMAGE_CACHE = 'cardcast-images'
/** The Hindi catalogues a Hindi visitor's pages loaded (src/lib/i18n.ts): kept for offline, never precached. */
export const LOCALE_CACHE = 'cardcast-locales'
/**
 * The prefix of the cache that keeps one build's public pages in languages other than English
 * (src/pwa/page-language-worker.ts); the build appends a hash of those pages.
 */
export const TRANSLATED_PAGES_CACHE_PREFIX = 'cardcast-pages-'
