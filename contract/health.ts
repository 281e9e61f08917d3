// `GET /healthz`: for load balancers and uptime checks.
import { z } from 'zod'

/** 200: the server answers and its database does. */
export const healthResponseSchema = z
  .object({ status: z.literal('ok'), db: z.literal('ok') })
  .describe('The server and its database answer.')

/** 503: the server answers but its database does not. */
export const healthDownResponseSchema = z
  .object({ status: z.literal('error'), db: z.literal('error') })
  .describe('The server answers, its database does not.')
