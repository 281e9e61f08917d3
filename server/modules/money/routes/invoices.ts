import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import {
  billingStateResponseSchema,
  invoiceIdParamsSchema,
  invoiceMessages,
  invoicesResponseSchema,
  pdfFileSchema,
} from '../../../../contract/invoices'
import { RefusalError } from '../../../errors'
import { toInvoice } from '../invoices-repository'
import { renderInvoicePdf } from '../tax/invoice-pdf'

/**
 * A signed-in user's tax invoices and credit notes (docs/tax.md): the list, and each as a PDF (only
 * the recipient may read one: another's id answers 404, as a missing one does); and the state they
 * named at checkout, so that checkout asks it once.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate)

  app.get(
    '/invoices',
    { schema: { response: { 200: invoicesResponseSchema, ...errorResponses(401) } } },
    async (req) => ({
      status: 'success' as const,
      invoices: (await app.invoices.ofRecipient(req.user.id)).map(toInvoice),
    }),
  )

  app.get(
    '/billing-state',
    { schema: { response: { 200: billingStateResponseSchema, ...errorResponses(401) } } },
    async (req) => ({ status: 'success' as const, billingState: req.user.billing_state ?? null }),
  )

  app.get(
    '/invoices/:id.pdf',
    {
      schema: {
        params: invoiceIdParamsSchema,
        response: { 200: pdfFileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const row = await app.invoices.byId(req.params.id)
      if (!row || row.recipient_id !== req.user.id) {
        throw new RefusalError(404, invoiceMessages.notFound)
      }
      const pdf = await renderInvoicePdf(toInvoice(row))
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${row.serial.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
