import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type DisputeActionResponse,
  disputeActionResponseSchema,
  disputeIdParams,
  disputeMessages,
  disputeResponseSchema,
  disputeSubmitSchema,
  disputesResponseSchema,
  OPEN_DISPUTE_STATUSES,
} from '../../../../contract/disputes'
import { errorResponses } from '../../../../contract/errors'
import { RefusalError } from '../../../errors'
import { contestAtRazorpay, decideDispute, disputeEvidence, toDispute } from '../../money'
import { auditEntry } from '../admin-services'

/** Chargebacks: the list (open ones first, by deadline), one with its evidence, and its decision. */
export const adminDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { disputes } = app
  const withEvidence = async (id: string) => {
    const row = await disputes.byId(id)
    return row && { dispute: await toDispute(disputes, row), evidence: await disputeEvidence(disputes, row) }
  }

  app.get(
    '/disputes',
    { schema: { response: { 200: disputesResponseSchema, ...errorResponses(401) } } },
    async () => {
      const rows = await disputes.latest(200)
      const open = (status: string) => (OPEN_DISPUTE_STATUSES as readonly string[]).includes(status)
      // Open ones first, the nearest deadline first; then the decided, newest first.
      rows.sort((a, b) => {
        if (open(a.status) !== open(b.status)) return open(a.status) ? -1 : 1
        if (open(a.status)) return (a.respond_by ?? '9').localeCompare(b.respond_by ?? '9')
        return b.created_at.localeCompare(a.created_at)
      })
      return {
        status: 'success' as const,
        disputes: await Promise.all(rows.map((row) => toDispute(disputes, row))),
      }
    },
  )

  app.get(
    '/disputes/:id',
    {
      schema: {
        params: disputeIdParams,
        response: { 200: disputeResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const found = await withEvidence(req.params.id)
      if (!found) throw new RefusalError(404, disputeMessages.notFound)
      return { status: 'success' as const, ...found }
    },
  )

  const actionResponse = {
    // 409: decided already. 502: Razorpay refused or could not be reached (nothing changed).
    response: { 200: disputeActionResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 502) },
  }

  app.post(
    '/disputes/:id/submit',
    { schema: { params: disputeIdParams, body: disputeSubmitSchema, ...actionResponse } },
    async (req) => {
      const row = await disputes.byId(req.params.id)
      if (!row) throw new RefusalError(404, disputeMessages.notFound)
      if (row.status !== 'open') throw new RefusalError(409, disputeMessages.notOpen)
      const contested = await contestAtRazorpay(
        app,
        row,
        { action: 'submit', summary: req.body.summary },
        req.log,
      )
      if (!contested) throw new RefusalError(502, disputeMessages.providerFailed)
      await disputes.markUnderReview(row.id, {
        summary: req.body.summary,
        adminId: req.admin.id,
        at: app.clock.now(),
      })
      await app.adminAudit.record(
        auditEntry(req, `Submitted evidence for dispute ${row.provider_dispute_id}`, row.id),
      )
      const found = await withEvidence(row.id)
      if (!found) throw new RefusalError(404, disputeMessages.notFound)
      return {
        status: 'success' as const,
        message: disputeMessages.submitted,
        ...found,
      } satisfies DisputeActionResponse
    },
  )

  app.post(
    '/disputes/:id/accept',
    { schema: { params: disputeIdParams, ...actionResponse } },
    async (req) => {
      const row = await disputes.byId(req.params.id)
      if (!row) throw new RefusalError(404, disputeMessages.notFound)
      if (!(OPEN_DISPUTE_STATUSES as readonly string[]).includes(row.status)) {
        throw new RefusalError(409, disputeMessages.notOpen)
      }
      const accepted = await contestAtRazorpay(app, row, { action: 'accept' }, req.log)
      if (!accepted) throw new RefusalError(502, disputeMessages.providerFailed)
      if (!(await decideDispute(app, row.id, 'lost', req.admin.id))) {
        throw new RefusalError(409, disputeMessages.notOpen)
      }
      await app.adminAudit.record(auditEntry(req, `Accepted dispute ${row.provider_dispute_id}`, row.id))
      const found = await withEvidence(row.id)
      if (!found) throw new RefusalError(404, disputeMessages.notFound)
      return {
        status: 'success' as const,
        message: disputeMessages.accepted,
        ...found,
      } satisfies DisputeActionResponse
    },
  )
}
