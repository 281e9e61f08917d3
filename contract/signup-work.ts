// The proof of work a sign-up from a busy client address brings (server/modules/limits/work-challenges.ts
// issues and checks it; src/features/auth/work/ solves it): one definition of the puzzle for both.
import { z } from 'zod'

/** A challenge the server signed: solve it by finding a nonce, within its time, once. */
export const workChallengeSchema = z
  .object({
    token: z.string().describe('The signed challenge: hash it with a nonce.'),
    bits: z.number().int().min(1).max(32).describe('Leading zero bits the hash must have.'),
    expiresAt: z.string().describe('When the challenge stops being accepted (ISO 8601).'),
  })
  .describe('Find a nonce whose SHA-256 of `token:nonce` starts with `bits` zero bits.')
export type WorkChallenge = z.output<typeof workChallengeSchema>

/** What a sign-up sends back: the challenge as it came, and the nonce found. */
export const workSolutionSchema = z.object({
  token: z.string().min(1).max(512),
  nonce: z.string().regex(/^[0-9]{1,16}$/),
})
export type WorkSolution = z.output<typeof workSolutionSchema>
