import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { csvRupees, toCsv } from '../../../../contract/csv'
import { errorResponses } from '../../../../contract/errors'
import {
  adminInvoicesQuerySchema,
  adminInvoicesResponseSchema,
  csvFileSchema,
  documentLabels,
  INVOICE_CSV_COLUMNS,
  invoiceFiltersSchema,
  purposeLabels,
  TDS_REPORT_COLUMNS,
  tdsReportQuerySchema,
} from '../../../../contract/invoices'
import { paiseToRupees } from '../../../../contract/money'
import { financialYearLabel, istDate } from '../../../../contract/tax-rules'
import { pageRequest } from '../../../db/keyset'
import { quarterBounds, tdsDeductions, toInvoice } from '../../money'

/**
 * Every tax invoice and credit note Cardcast issued: the filtered list, paged, and as CSV; and the
 * quarterly TDS report.
 */
export const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      schema: {
        querystring: adminInvoicesQuerySchema,
        response: { 200: adminInvoicesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const { limit, cursor: _cursor, from: _from, ...filters } = req.query
      const page = await app.invoices.page(filters, pageRequest(req.query, limit))
      return {
        status: 'success' as const,
        invoices: page.rows.map(toInvoice),
        total: page.total,
        nextCursor: page.nextCursor,
        prevCursor: page.prevCursor,
      }
    },
  )

  app.get(
    '/invoices.csv',
    {
      schema: {
        querystring: invoiceFiltersSchema,
        response: { 200: csvFileSchema, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => {
      const rows = (await app.invoices.all(req.query)).map(toInvoice)
      const csv = toCsv(
        INVOICE_CSV_COLUMNS,
        rows.map((invoice) => [
          invoice.serial,
          documentLabels[invoice.document],
          purposeLabels[invoice.purpose],
          invoice.date,
          invoice.recipient.name,
          invoice.recipient.email,
          invoice.recipient.state ?? '',
          invoice.recipient.gstin ?? '',
          invoice.placeOfSupply,
          invoice.sac,
          csvRupees(invoice.taxable),
          csvRupees(invoice.cgst),
          csvRupees(invoice.sgst),
          csvRupees(invoice.igst),
          csvRupees(invoice.onBehalf),
          csvRupees(invoice.total),
          invoice.originalSerial ?? '',
        ]),
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="invoices.csv"')
        .send(csv)
    },
  )

  app.get(
    '/tds-report.csv',
    {
      schema: {
        querystring: tdsReportQuerySchema,
        response: { 200: csvFileSchema, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => {
      const { year, quarter } = req.query
      const { from, to } = quarterBounds(year, quarter as 1 | 2 | 3 | 4)
      const rows = await tdsDeductions(app, from, to)
      const csv = toCsv(
        TDS_REPORT_COLUMNS,
        rows.map((row) => [
          '194-O',
          row.pan,
          row.legalName,
          row.username,
          csvRupees(paiseToRupees(row.grossPaise)),
          csvRupees(paiseToRupees(row.tdsPaise)),
          istDate(new Date(row.deductedAt)),
          row.reference,
        ]),
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="tds-${financialYearLabel(year)}-q${quarter}.csv"`,
        )
        .send(csv)
    },
  )
}
