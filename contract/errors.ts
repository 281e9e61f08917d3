// The refusal every route shares (spec error fields): one schema for the server's error handler, the
// route declarations and any client that reads `error` or `message`.
import { z } from 'zod'

/**
 * The body of a refusal: bad input (400), a missing or expired session (401, `status: 'jwterror'`,
 * which makes the app clear its session), a refused or missing thing (403, 404, 409), too many
 * requests (429), an unavailable service (5xx).
 */
export const errorResponseSchema = z
  .object({
    status: z.enum(['error', 'jwterror']),
    success: z.literal(false),
    error: z.string(),
    message: z.string(),
  })
  .describe('A refusal: `error` and `message` say why.')
export type ErrorResponse = z.output<typeof errorResponseSchema>

type ErrorResponses<Codes extends readonly number[]> = { [Code in Codes[number]]: typeof errorResponseSchema }

/** The error schema under each status code: `response: { 200: okSchema, ...errorResponses(400, 404) }`. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): ErrorResponses<Codes> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as ErrorResponses<Codes>
}

/**
 * A code some of whose refusals have a route-specific shape (`{signUp: false, error}`, …) while the
 * error handler's (bad input, rate limit) have the shared one. The shared one is tried first: it is
 * the stricter (`status` is required), so neither loses a field.
 */
export const orErrorResponse = <Schema extends z.ZodType>(schema: Schema) =>
  z.union([errorResponseSchema, schema]).describe('A refusal: `error` and `message` say why.')
