// The localStorage keys of the user session, as the spec names them: apart from src/lib/session.ts so
// that the page-start script (src/app/page-start.ts), which runs before React, can read them alone.
export const SESSION_KEYS = {
  token: 'token',
  user: 'user',
  userRole: 'userRole',
  expirationTime: 'expirationTime',
} as const
