// Who sells a card (Consumer Protection (E-Commerce) Rules 2020, rule 5; docs/privacy.md 'Seller
// details'): the creator, by their name on Cardcast, and by the legal name their PAN was verified
// under once KYC has verified it. `GET /auth/user/sellers/{id}` (anyone), the creator's streamer id.
import { z } from 'zod'

export const sellerParams = z.object({ id: z.string().min(1).max(100) })

export const sellerResponseSchema = z
  .object({
    status: z.literal('success'),
    seller: z.object({
      creatorName: z.string().describe("The creator's name on Cardcast."),
      legalName: z
        .string()
        .nullable()
        .describe("The creator's legal name once KYC verified it against their PAN; null until then."),
    }),
  })
  .describe('The seller of a card.')
export type SellerResponse = z.output<typeof sellerResponseSchema>
