// The Live page's own words (the queue's and the settings' messages are the server's, in
// contract/stream.ts).
export const liveMessages = {
  loading: 'Loading your live queue...',
  failed: 'Your live queue could not be loaded.',
  loadingSettings: 'Loading stream settings...',
  settingsFailed: 'Your stream settings could not be loaded.',
} as const
