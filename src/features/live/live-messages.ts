// The Live page's own words (the queue's and the settings' messages are the server's, in
// contract/stream.ts).
export const liveMessages = {
  loading: 'Loading your live queue...',
  failed: 'Your live queue could not be loaded.',
  loadingSettings: 'Loading stream settings...',
  settingsFailed: 'Your stream settings could not be loaded.',
  loadingMarathon: 'Loading your marathon...',
  noAdditions: 'Nothing added yet: every card sold, subscription and free card used adds time.',
  confirmEnd: 'End the marathon now? The timer stops for good.',
} as const
