// Shapes every module's routes share: an id in the path, a plain answer.
import { z } from 'zod'

export const idParams = z.object({ id: z.string().min(1).max(100) })

/** A done action that only says so: deleteCard, payment-verify. */
export const statusMessageSchema = z
  .object({ status: z.literal('success'), message: z.string() })
  .describe('Done.')
