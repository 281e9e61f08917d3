// Card battles: a Creator Pro streamer invites another by username to 5–15 minutes; each puts up a
// forfeit card of their own; while it runs, every rupee spent on a streamer's cards scores them a
// point and every free card used scores one; the loser's forfeit goes on their stream (a tie plays
// both). No chance and no prize to viewers: docs/battles.md tells the whole.
import { z } from 'zod'
import { BATTLE_END_REASONS, BATTLE_INVITE_MINUTES, BATTLE_LIMITS, BATTLE_STATUSES } from './battle-bar'
import { shownCardSchema } from './cards'
import { MAX_USERNAME_LENGTH } from './constants'

export { BATTLE_INVITE_MINUTES, BATTLE_LIMITS }

/** How many past results the Live page lists. */
export const BATTLE_RESULTS_SHOWN = 10

export const battleMessages = {
  invited: 'Invitation sent: it waits for their answer.',
  accepted: 'Battle on! Every rupee and every free card used now scores.',
  declined: 'Invitation declined.',
  withdrawn: 'Invitation withdrawn.',
  endedEarly: 'Battle ended: ending it early counts as a loss.',
  notFound: 'Battle not found.',
  proNeeded: 'Creator Pro is needed to start a battle.',
  opponentNotFound: 'No streamer has that username.',
  notYourself: 'You cannot battle yourself.',
  opponentNotCreator: 'That user is not a streamer: only streamers battle.',
  cardNotFound: 'Card not found.',
  cardNotYours: 'Your forfeit must be one of your own cards.',
  youAreBusy: 'You already have a battle pending or running: one at a time.',
  opponentBusy: 'That streamer already has a battle pending or running.',
  bothBusy: 'One of you already has a battle pending or running: one at a time.',
  notInvited: 'Only the invited streamer can answer this invitation.',
  ownInvitation: 'You sent this invitation: the other streamer answers it.',
  notYours: 'This is not your battle.',
  expired: 'This invitation expired.',
  answered: 'This invitation is no longer open.',
  over: 'This battle has ended already.',
  loading: 'Loading your battle...',
  failed: 'Your battle could not be loaded.',
} as const

/** `POST /auth/user/battles`. */
export const inviteBattleSchema = z
  .object({
    opponent: z
      .string({ error: 'Enter the other streamer’s username.' })
      .trim()
      .min(1, 'Enter the other streamer’s username.')
      .max(MAX_USERNAME_LENGTH, 'No streamer has that username.')
      .describe('The other streamer’s username, in any case.'),
    minutes: z
      .number({ error: 'Minutes must be a number.' })
      .int('Minutes must be whole.')
      .min(BATTLE_LIMITS.minutes.min, `At least ${BATTLE_LIMITS.minutes.min} minutes.`)
      .max(BATTLE_LIMITS.minutes.max, `At most ${BATTLE_LIMITS.minutes.max} minutes.`),
    forfeitCardId: z
      .string({ error: 'Choose your forfeit card.' })
      .min(1, 'Choose your forfeit card.')
      .max(64)
      .describe('One of the inviter’s own cards: it goes on their stream if they lose.'),
  })
  .strict()
export type InviteBattleInput = z.input<typeof inviteBattleSchema>

/** `POST /auth/user/battles/{id}/accept`. */
export const acceptBattleSchema = z
  .object({
    forfeitCardId: z
      .string({ error: 'Choose your forfeit card.' })
      .min(1, 'Choose your forfeit card.')
      .max(64)
      .describe('One of the accepter’s own cards: it goes on their stream if they lose.'),
  })
  .strict()
export type AcceptBattleInput = z.input<typeof acceptBattleSchema>

export const battleIdParams = z.object({ id: z.string().min(1).max(64) })

const sideSchema = z.object({
  id: z.string(),
  username: z.string(),
  points: z
    .number()
    .int()
    .describe('Running: the score so far, read from the books now; ended: the result, stored once.'),
  forfeit: shownCardSchema.nullable().describe('Null until the invited streamer accepts.'),
})

export const battleSchema = z.object({
  id: z.string(),
  status: z.enum(BATTLE_STATUSES),
  /** The caller's side, then the other streamer's. */
  you: sideSchema,
  them: sideSchema,
  invitedBy: z.enum(['you', 'them']),
  minutes: z.number().int(),
  invitedAt: z.string(),
  expiresAt: z.string().describe('When a pending invitation expires.'),
  startedAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  result: z
    .object({
      outcome: z.enum(['won', 'lost', 'tie']).describe('For the caller.'),
      reason: z.enum(BATTLE_END_REASONS),
      endedBy: z.enum(['you', 'them']).nullable().describe('Who ended it early, if one did.'),
    })
    .nullable(),
})
export type Battle = z.output<typeof battleSchema>

export const battleResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  now: z.string(),
  battle: battleSchema,
})
export type BattleResponse = z.output<typeof battleResponseSchema>

/** `GET /auth/user/battles/current`: the caller's pending or running battle, and their last results. */
export const currentBattleResponseSchema = z.object({
  status: z.literal('success'),
  now: z.string(),
  battle: battleSchema.nullable(),
  results: z.array(battleSchema).describe(`The last ${BATTLE_RESULTS_SHOWN} ended, newest first.`),
})
export type CurrentBattleResponse = z.output<typeof currentBattleResponseSchema>

/** Invitations expire BATTLE_INVITE_MINUTES after they are sent. */
export const inviteExpiresAt = (invitedAt: Date) =>
  new Date(invitedAt.getTime() + BATTLE_INVITE_MINUTES * 60_000)
