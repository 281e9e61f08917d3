import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { csvRupees, toCsv } from '../../../../contract/csv'
import { errorResponses } from '../../../../contract/errors'
import { csvFileSchema, pdfFileSchema } from '../../../../contract/invoices'
import { STATEMENT_LINES, statementQuerySchema, statementSchema } from '../../../../contract/statements'
import { financialYearStart } from '../../../../contract/tax-rules'
import { loadBusiness } from '../tax/business'
import { creatorStatement } from '../tax/statement'
import { renderStatementPdf } from '../tax/statement-pdf'

/**
 * A creator's financial-year statement (docs/tax.md): as data, CSV and PDF, `?year=` naming the year
 * by its first (the current one by the money clock when absent). Creators only.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const creatorsOnly = [app.authenticate, app.requireCreator]
  const statementOf = (user: { id: string; username: string }, year: number | undefined) =>
    creatorStatement(app, user, year ?? financialYearStart(app.clock.now()))
  const fileName = (year: string, extension: string) =>
    `attachment; filename="statement-${year}.${extension}"`

  app.get(
    '/earnings/statement',
    {
      schema: {
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: creatorsOnly,
    },
    async (req) => statementOf(req.user, req.query.year),
  )

  app.get(
    '/earnings/statement.csv',
    {
      schema: {
        querystring: statementQuerySchema,
        response: { 200: csvFileSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: creatorsOnly,
    },
    async (req, reply) => {
      const statement = await statementOf(req.user, req.query.year)
      const csv = toCsv(
        ['Line', 'Amount (INR)'],
        [
          ['Financial year', statement.financialYear],
          ['Creator', statement.creator.legalName ?? statement.creator.name],
          ['PAN', statement.creator.panMasked ?? ''],
          ['GSTIN', statement.creator.gstin ?? ''],
          ...STATEMENT_LINES.map(([field, label]) => [label, csvRupees(statement[field] as number)]),
        ],
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', fileName(statement.financialYear, 'csv'))
        .send(csv)
    },
  )

  app.get(
    '/earnings/statement.pdf',
    {
      schema: {
        querystring: statementQuerySchema,
        response: { 200: pdfFileSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: creatorsOnly,
    },
    async (req, reply) => {
      const statement = await statementOf(req.user, req.query.year)
      const pdf = await renderStatementPdf(statement, (await loadBusiness(app.db)).legalName)
      return reply
        .type('application/pdf')
        .header('content-disposition', fileName(statement.financialYear, 'pdf'))
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
