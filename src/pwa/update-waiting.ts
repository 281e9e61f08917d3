// True while a new version of the app is installed and waiting for the user's go-ahead (set by
// register-sw.ts). Apart from the registration, which loads once the page is idle: the app's
// providers read it from the start, to load the offline runtime (and its update prompt) only then.
import { createExternalStore } from './external-store'

export const updateWaiting = createExternalStore(false)
