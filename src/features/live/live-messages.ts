// The Live page's own words (the queue's and the settings' messages are the server's, in
// contract/stream.ts), as Lingui descriptors: each is shown in the app's language where it is read
// (`useLabel`, src/lib/use-label.ts).
import { msg } from '@lingui/core/macro'

export const liveMessages = {
  loading: msg`Loading your live queue...`,
  failed: msg`Your live queue could not be loaded.`,
  loadingSettings: msg`Loading stream settings...`,
  settingsFailed: msg`Your stream settings could not be loaded.`,
  loadingMarathon: msg`Loading your marathon...`,
  noAdditions: msg`Nothing added yet: every card sold, subscription and free card used adds time.`,
  confirmEnd: msg`End the marathon now? The timer stops for good.`,
} as const
