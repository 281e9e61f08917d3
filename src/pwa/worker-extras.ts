// What the generated service worker loads with `importScripts` (vite.config.ts: `workerExtras`):
// generateSW takes code of our own only that way. Writing the whole worker ourselves (injectManifest)
// would mean the precache, runtime caches and navigation fallback by hand, for three listeners.
import './push-worker'
import './page-language-worker'
