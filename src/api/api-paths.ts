// The API paths read outside the RTK Query slice too (before it has loaded): one spelling each.
export const apiPaths = {
  catalogue: '/auth/user/getCards',
  siteSettings: '/auth/user/site-settings',
  nextChallenge: '/auth/user/next-challenge',
} as const
