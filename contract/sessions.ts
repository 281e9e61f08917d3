// The signed-in devices of a user (Profile → Sessions): each with where it signed in from and when it
// was last seen; the user may end one, or every other. The server ends a session left idle for
// SESSION_IDLE_SECONDS as well as at its token's expiry.
import { z } from 'zod'
import { idParams } from './common'

export const sessionMessages = {
  ended: 'Session ended: that device is signed out.',
  endedOthers: (count: number) =>
    count === 0
      ? 'No other session was open.'
      : `${count} other session${count === 1 ? '' : 's'} ended: only this device stays signed in.`,
  notFound: 'No open session of yours has that id.',
  endCurrent: 'This is the session you are using: log out instead.',
  fetchFailed: 'Failed to load your sessions.',
  endFailed: 'Failed to end the session.',
  loading: 'Loading sessions...',
} as const

export const sessionSchema = z.object({
  id: z.string().describe('The session id (opaque).'),
  device: z.string().describe("From the browser at sign-in: 'Chrome on Android'."),
  address: z.string().describe('The address it signed in from.'),
  createdAt: z.string(),
  lastSeenAt: z.string().describe('Updated at most once a minute.'),
  current: z.boolean().describe('The session this call came from.'),
})
export type Session = z.output<typeof sessionSchema>

/** `GET /auth/user/sessions`: the user's open sessions, the most recently seen first. */
export const sessionsResponseSchema = z
  .object({ status: z.literal('success'), sessions: z.array(sessionSchema) })
  .describe('Your open sessions.')

/** `DELETE /auth/user/sessions/{id}` and `POST /auth/user/sessions/end-others`. */
export const sessionEndedResponseSchema = z
  .object({ status: z.literal('success'), message: z.string(), ended: z.number().int().min(0) })
  .describe('Ended; how many sessions.')

export const sessionIdParams = idParams

/** `POST /auth/user/sessions/end-others` takes no fields (an empty object, or no body). */
export const endOtherSessionsRequestSchema = z.object({}).nullish().describe('No fields: may be left out.')
