import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatRupees } from '../../../contract/money'
import {
  type AdminPayoutBatch,
  type AdminPayoutRunResponse,
  PAYOUT_ACCOUNT_HOLD_HOURS,
  payoutAccountMessages,
  payoutMessages,
} from '../../../contract/payouts'
import type { AppServices } from '../../../server/app-services'
import { loadConfig } from '../../../server/config'
import { createPayoutAccountsRepository } from '../../../server/modules/money/payout-accounts-repository'
import { retryPayout } from '../../../server/modules/money/payouts/retry-payout'
import { runPayouts } from '../../../server/modules/money/payouts/run-payouts'
import { scheduledRunKey } from '../../../server/modules/money/payouts/scheduler'
import { createPayoutsRepository } from '../../../server/modules/money/payouts-repository'
import { buyPaidCard, createCard } from '../../support/cards'
import { createTestDatabase, type TestDatabase } from '../../support/databases'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../../support/factories'
import { createClient } from '../../support/http'
import {
  createClockFile,
  DAY_MS,
  endPayoutHold,
  givePayoutAccount,
  sharePaise,
  verifiedKyc,
} from '../../support/money'
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../support/test-server'
import { describeOnEachDialect, describeOnPostgres, useTestServer } from '../../support/use-test-server'

// Payout accounts, payout runs (once per key, once per creator however runs race, in one instance or,
// on PostgreSQL, in two over one schema), the carry of creators not yet due, a failed payout's return
// and its retry, the admin calls, the schedule's dates.
// Balances are seeded by posting sale groups to the ledger, as a paid purchase writes them.

const ADMIN = { email: 'payouts-admin@cardcast.test', password: 'payouts-admin-secret-9' }
const HOUR = 3600_000
let runs = 0
/** A run key no other test uses (a date far away, so the schedule never meets it). */
const runKey = () => `2031-01-${String(++runs).padStart(2, '0')}T${uniqueName('')}`

/** Posts earnings of `shareRupees` to the creator, available an hour ago (past their hold). */
async function earn(server: { app: TestApp }, creatorId: string, shareRupees: number, availableAt?: Date) {
  const app = server.app
  const now = app.clock.now()
  const sharePaise = Math.round(shareRupees * 100)
  await app.ledger.post({
    groupKey: `sale:${uniqueName('seed')}`,
    kind: 'sale',
    lines: [
      { account: 'provider', amountPaise: -sharePaise },
      {
        account: 'creator',
        creatorId,
        amountPaise: sharePaise,
        availableAt: availableAt ?? new Date(now.getTime() - HOUR),
      },
    ],
    at: new Date(now.getTime() - 8 * 24 * HOUR),
  })
}

async function available(server: { app: TestApp }, creatorId: string) {
  const app = server.app
  return (await app.ledger.creatorBalance(creatorId, app.clock.now())).availablePaise / 100
}

async function payoutsOf(server: { app: TestApp }, creatorId: string) {
  return server.app.db
    .selectFrom('payouts')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('created_at')
    .execute()
}

describeOnEachDialect('payouts on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: { CLOCK_OFFSET_FILE: clock.file },
  })

  /** PUT payout-account as the creator's form sends it: with their password unless `body` names one. */
  const putAccount = (account: TestAccount, body: Record<string, unknown>) =>
    client.put<{ status: string; payoutAccount: Record<string, unknown> | null; error?: string }>(
      '/auth/user/payout-account',
      { password: account.password, ...body },
      { token: account.token },
    )

  /** A Pro creator with a UPI ID (unless `upiId: null`) and `share` rupees available. */
  async function creator({
    share = 0,
    upiId = 'creator.one@okicici',
  }: {
    share?: number
    upiId?: string | null
  } = {}) {
    const account = await createCreatorAccount(server)
    if (upiId) await givePayoutAccount(client, server.app.db, account, { upiId })
    if (share) await earn(server, account.userId, share)
    return account
  }

  describe('the payout account', () => {
    it('is refused to a viewer (403) and to no one signed in (401)', async () => {
      const viewer = await createVerifiedAccount(server)
      for (const response of [
        await client.get('/auth/user/payout-account', { token: viewer.token }),
        await putAccount(viewer, { upiId: 'viewer@okicici' }),
      ]) {
        expect(response.status).toBe(403)
        expect(response.body.error).toBe('You must be a creator to access this page.')
      }
      expect((await client.get('/auth/user/payout-account')).status).toBe(401)
    })

    it('is null until given, then answered masked, UPI or bank', async () => {
      const account = await createCreatorAccount(server)
      const none = await client.get('/auth/user/payout-account', { token: account.token })
      expect(none.body).toEqual({ status: 'success', payoutAccount: null })

      const upi = await putAccount(account, { upiId: '  Abhishek.K@OKICICI ' })
      expect(upi.status).toBe(200)
      expect(upi.body.payoutAccount).toMatchObject({
        method: 'upi',
        upiId: 'ab•••@okicici',
        accountNumber: null,
      })
      const stored = await server.app.db
        .selectFrom('payout_accounts')
        .selectAll()
        .where('creator_id', '=', account.userId)
        .executeTakeFirstOrThrow()
      expect(stored.upi_id).toBe('abhishek.k@okicici')

      const bank = await putAccount(account, {
        accountHolderName: 'Abhishek Kumar',
        accountNumber: '123456789012',
        ifsc: 'hdfc0001234',
      })
      expect(bank.status).toBe(200)
      expect(bank.body.payoutAccount).toMatchObject({
        method: 'bank',
        upiId: null,
        accountHolderName: 'Abhishek Kumar',
        accountNumber: '••••9012',
        ifsc: 'HDFC0001234',
      })
      const read = await client.get('/auth/user/payout-account', { token: account.token })
      expect(read.body).toEqual(bank.body)
      expect(JSON.stringify(read.body)).not.toContain('123456789012')
    })

    it('asks for the password for every change: without it, or with a wrong one, nothing changes', async () => {
      // A stolen session alone redirected the next payout to an attacker's UPI ID.
      const account = await creator({ upiId: 'kept@okaxis' })
      const since = Date.now()
      const bare = await client.put<{ error?: string }>(
        '/auth/user/payout-account',
        { upiId: 'attacker.wallet@okaxis' },
        { token: account.token },
      )
      expect(bare.status).toBe(400)
      expect(bare.body.error).toBe(payoutAccountMessages.passwordRequired)
      const wrong = await putAccount(account, {
        upiId: 'attacker.wallet@okaxis',
        password: 'not-their-password',
      })
      expect(wrong.status).toBe(403)
      expect(wrong.body.error).toBe(payoutAccountMessages.passwordWrong)
      const read = await client.get<{ payoutAccount: { upiId: string; heldUntil: string | null } }>(
        '/auth/user/payout-account',
        { token: account.token },
      )
      expect(read.body.payoutAccount).toMatchObject({ upiId: 'ke•••@okaxis', heldUntil: null })
      expect(server.smtp.to(account.emailId).filter((mail) => mail.receivedAt >= since)).toEqual([])
    })

    it('mails the creator each change, masked, and pays nothing to new details for 72 hours', async () => {
      const app = server.app
      const account = await creator({ share: 30, upiId: 'kept@okaxis' })
      const since = Date.now()
      const changed = await client.put<{ payoutAccount: { upiId: string; heldUntil: string } }>(
        '/auth/user/payout-account',
        { upiId: 'attacker.wallet@okaxis', password: account.password },
        { token: account.token },
      )
      expect(changed.status).toBe(200)
      const heldUntil = Date.parse(changed.body.payoutAccount.heldUntil)
      expect(heldUntil - Date.now()).toBeGreaterThan((PAYOUT_ACCOUNT_HOLD_HOURS - 1) * HOUR)
      expect(heldUntil - Date.now()).toBeLessThanOrEqual(PAYOUT_ACCOUNT_HOLD_HOURS * HOUR)

      const mail = await server.smtp.waitForMail(account.emailId, {
        since,
        subject: new RegExp(payoutAccountMessages.mailSubject),
      })
      expect(mail.text).toContain('Before: UPI ID ke•••@okaxis')
      expect(mail.text).toContain('Now: UPI ID at•••@okaxis')
      expect(mail.text).not.toContain('attacker.wallet')

      // The run in the hold pays nobody the money; the administrator sees why.
      await runPayouts(app, { runKey: runKey(), trigger: 'schedule' })
      expect(await payoutsOf(server, account.userId)).toEqual([])
      expect(await available(server, account.userId)).toBe(30)
      const list = await client.get<{ held: Array<{ creatorId: string; heldUntil: string }> }>(
        '/auth/admin/payouts',
        { token: admin.token },
      )
      expect(list.body.held.find((entry) => entry.creatorId === account.userId)?.heldUntil).toBe(
        changed.body.payoutAccount.heldUntil,
      )

      // After the hold (its start moved back, not the clock on: later runs would sort first), the next
      // run pays the details as they are.
      await endPayoutHold(app.db, account.userId)
      await runPayouts(app, { runKey: runKey(), trigger: 'schedule' })
      expect((await payoutsOf(server, account.userId)).map((p) => [p.amount_paise, p.status])).toEqual([
        [3000, 'processed'],
      ])
    })

    it('refuses malformed details with a message per field, and changes nothing', async () => {
      const account = await creator({ upiId: 'kept@okaxis' })
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ upiId: 'no-handle' }, payoutAccountMessages.upiInvalid],
        [{ upiId: 'a@b' }, payoutAccountMessages.upiInvalid],
        [{ upiId: '' }, payoutAccountMessages.upiRequired],
        [{}, payoutAccountMessages.upiRequired],
        [{ upiId: 42 }, 'Must be text.'],
        [
          { accountHolderName: 'Ab', accountNumber: '123456789', ifsc: 'HDFC0001234' },
          payoutAccountMessages.holderInvalid,
        ],
        [
          { accountHolderName: 'Abhishek', accountNumber: '12345678', ifsc: 'HDFC0001234' },
          payoutAccountMessages.accountNumberInvalid,
        ],
        [
          { accountHolderName: 'Abhishek', accountNumber: '1234567890123456789', ifsc: 'HDFC0001234' },
          payoutAccountMessages.accountNumberInvalid,
        ],
        [
          { accountHolderName: 'Abhishek', accountNumber: '12345678a0', ifsc: 'HDFC0001234' },
          payoutAccountMessages.accountNumberInvalid,
        ],
        [
          { accountHolderName: 'Abhishek', accountNumber: '123456789', ifsc: 'HDFC1001234' },
          payoutAccountMessages.ifscInvalid,
        ],
        [
          { accountHolderName: 'Abhishek', accountNumber: '123456789', ifsc: 'HDF0001234' },
          payoutAccountMessages.ifscInvalid,
        ],
        [{ accountHolderName: 'Abhishek', accountNumber: '123456789' }, payoutAccountMessages.ifscRequired],
        [{ upiId: 'x@okaxis', accountNumber: '123456789' }, payoutAccountMessages.oneMethod],
      ]
      for (const [body, message] of cases) {
        const response = await putAccount(account, body)
        expect({ body, status: response.status, error: response.body.error }).toEqual({
          body,
          status: 400,
          error: message,
        })
      }
      const read = await client.get('/auth/user/payout-account', { token: account.token })
      expect(read.body.payoutAccount).toMatchObject({ method: 'upi', upiId: 'ke•••@okaxis' })
    })

    it("forgets the provider's contact and fund account when the details change, not when they are the same", async () => {
      const account = await creator({ upiId: 'same@okhdfcbank' })
      const { db } = server.app
      const setIds = () =>
        db
          .updateTable('payout_accounts')
          .set({ provider_contact_id: 'cont_1', provider_fund_account_id: 'fa_1' })
          .where('creator_id', '=', account.userId)
          .execute()
      const ids = async () =>
        db
          .selectFrom('payout_accounts')
          .select(['provider_contact_id', 'provider_fund_account_id'])
          .where('creator_id', '=', account.userId)
          .executeTakeFirstOrThrow()
      await setIds()
      await putAccount(account, { upiId: 'SAME@okhdfcbank' })
      expect(await ids()).toEqual({ provider_contact_id: 'cont_1', provider_fund_account_id: 'fa_1' })
      await putAccount(account, { upiId: 'other@okhdfcbank' })
      expect(await ids()).toEqual({ provider_contact_id: null, provider_fund_account_id: null })
    })
  })

  describe('a payout run', () => {
    it('pays each eligible creator their whole available balance, once', async () => {
      const [a, b] = [await creator({ share: 40 }), await creator({ share: 123.45 })]
      const key = runKey()
      const result = await runPayouts(server.app, { runKey: key, trigger: 'schedule' })
      expect(result.outcome).toBe('ran')
      if (result.outcome !== 'ran') return
      const mine = result.batch.payouts.filter((p) => [a.userId, b.userId].includes(p.creatorId))
      expect(mine.map((p) => [p.creatorId, p.amount, p.status, p.provider])).toEqual(
        expect.arrayContaining([
          [a.userId, 40, 'processed', 'simulated'],
          [b.userId, 123.45, 'processed', 'simulated'],
        ]),
      )
      expect(await available(server, a.userId)).toBe(0)
      expect(await available(server, b.userId)).toBe(0)

      // The same key again: refused. Another key: nothing left to pay these two.
      expect((await runPayouts(server.app, { runKey: key, trigger: 'schedule' })).outcome).toBe('already-ran')
      const again = await runPayouts(server.app, { runKey: runKey(), trigger: 'schedule' })
      expect(
        again.outcome === 'ran' &&
          again.batch.payouts.some((p) => [a.userId, b.userId].includes(p.creatorId)),
      ).toBe(false)
      expect((await payoutsOf(server, a.userId)).length).toBe(1)
      expect((await payoutsOf(server, b.userId)).length).toBe(1)
    })

    it('pays once when two runs race, with the same key or different ones', async () => {
      const sameKey = await creator({ share: 50 })
      const key = runKey()
      const outcomes = await Promise.all([
        runPayouts(server.app, { runKey: key, trigger: 'schedule' }),
        runPayouts(server.app, { runKey: key, trigger: 'schedule' }),
      ])
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already-ran', 'ran'])
      expect((await payoutsOf(server, sameKey.userId)).map((p) => p.amount_paise)).toEqual([5000])

      const twoKeys = await creator({ share: 75 })
      await Promise.all([
        runPayouts(server.app, { runKey: runKey(), trigger: 'schedule' }),
        runPayouts(server.app, { runKey: runKey(), trigger: 'admin' }),
        runPayouts(server.app, { runKey: runKey(), trigger: 'schedule' }),
      ])
      expect((await payoutsOf(server, twoKeys.userId)).map((p) => p.amount_paise)).toEqual([7500])
      expect(await available(server, twoKeys.userId)).toBe(0)
    })

    it('carries a creator under the minimum, without an account, or still on hold, and pays them once due', async () => {
      const app = server.app
      const under = await creator({ share: 19.99 })
      const noAccount = await creator({ share: 30, upiId: null })
      const held = await creator({ share: 0 })
      await earn(server, held.userId, 25, new Date(app.clock.now().getTime() + 3 * 24 * HOUR))
      await runPayouts(app, { runKey: runKey(), trigger: 'schedule' })
      for (const account of [under, noAccount, held])
        expect(await payoutsOf(server, account.userId)).toEqual([])
      expect(await available(server, under.userId)).toBe(19.99)
      expect(await available(server, noAccount.userId)).toBe(30)

      await earn(server, under.userId, 0.01)
      await givePayoutAccount(client, server.app.db, noAccount, { upiId: 'late@oksbi' })
      await runPayouts(app, { runKey: runKey(), trigger: 'schedule' })
      expect((await payoutsOf(server, under.userId)).map((p) => [p.amount_paise, p.status])).toEqual([
        [2000, 'processed'],
      ])
      expect((await payoutsOf(server, noAccount.userId)).map((p) => [p.amount_paise, p.status])).toEqual([
        [3000, 'processed'],
      ])
      expect(await payoutsOf(server, held.userId)).toEqual([])
    })
  })

  describe('a failed payout', () => {
    it('gives the money back to the balance, and a retry pays it once the account works', async () => {
      const app = server.app
      const account = await creator({ share: 60, upiId: 'fail@simulated' })
      await runPayouts(app, { runKey: runKey(), trigger: 'schedule' })
      const [failed] = await payoutsOf(server, account.userId)
      expect(failed).toMatchObject({ status: 'failed', attempt: 1, amount_paise: 6000 })
      expect(failed?.failure_reason).toContain('fail@simulated')
      expect(await available(server, account.userId)).toBe(60)

      // A later run does not pay it a second time beside the failed payout: the retry does.
      const retriedAgain = await retryPayout(app, failed?.id ?? '')
      expect(retriedAgain.outcome === 'sent' && retriedAgain.payout.status).toBe('failed')
      expect(await available(server, account.userId)).toBe(60)

      // New details wait out their hold, for a retry as for a run.
      await putAccount(account, { upiId: 'works@okicici' })
      const retry = () =>
        client.post<{ payout: { status: string; attempt: number; amount: number }; error?: string }>(
          `/auth/admin/payouts/${failed?.id}/retry`,
          {},
          { token: admin.token },
        )
      const tooSoon = await retry()
      expect(tooSoon.status).toBe(409)
      expect(tooSoon.body.error).toBe(payoutMessages.accountHeld)
      await endPayoutHold(app.db, account.userId)
      const retried = await retry()
      expect(retried.status).toBe(200)
      expect(retried.body.payout).toMatchObject({ status: 'processed', attempt: 3, amount: 60 })
      expect(await available(server, account.userId)).toBe(0)
      const groups = await app.db
        .selectFrom('ledger_entries')
        .select('group_key')
        .distinct()
        .where('payout_id', '=', failed?.id ?? '')
        .execute()
      expect(groups.map((g) => g.group_key).sort()).toEqual([
        `payout-return:${failed?.id}:1`,
        `payout-return:${failed?.id}:2`,
        `payout:${failed?.id}:1`,
        `payout:${failed?.id}:2`,
        `payout:${failed?.id}:3`,
      ])

      const audit = await app.db.selectFrom('admin_audit_log').select('action').execute()
      expect(audit.map((entry) => entry.action)).toContain(
        `Retried payout of ₹60.00 to ${account.emailId}: processed`,
      )

      const processedAgain = await client.post(
        `/auth/admin/payouts/${failed?.id}/retry`,
        {},
        { token: admin.token },
      )
      expect(processedAgain.status).toBe(409)
      expect(processedAgain.body.error).toBe(payoutMessages.notRetryable)
    })

    it('is not retried when the balance no longer covers it', async () => {
      const app = server.app
      const account = await creator({ share: 30, upiId: 'fail@simulated' })
      await runPayouts(app, { runKey: runKey(), trigger: 'schedule' })
      const [failed] = await payoutsOf(server, account.userId)
      // A refund of part of the sales since: the balance is now ₹10.
      await app.ledger.post({
        groupKey: `refund:${uniqueName('seed')}`,
        kind: 'refund',
        lines: [
          { account: 'creator', creatorId: account.userId, amountPaise: -2000 },
          { account: 'provider', amountPaise: 2000 },
        ],
        at: app.clock.now(),
      })
      const response = await client.post(
        `/auth/admin/payouts/${failed?.id}/retry`,
        {},
        { token: admin.token },
      )
      expect(response.status).toBe(409)
      expect(response.body.error).toBe(payoutMessages.balanceShort)
      expect((await payoutsOf(server, account.userId)).map((p) => [p.status, p.attempt])).toEqual([
        ['failed', 1],
      ])
      expect(await available(server, account.userId)).toBe(10)
    })
  })

  describe('the admin calls', () => {
    it('runs payouts now, lists batches newest first with names and totals, and audits both', async () => {
      const account = await creator({ share: 88.8 })
      const failing = await creator({ share: 21, upiId: 'fail@simulated' })
      const run = await client.post<{
        success: boolean
        batch: Record<string, unknown> | null
        message: string
      }>('/auth/admin/payouts/run', {}, { token: admin.token })
      expect(run.status).toBe(200)
      const batch = run.body.batch as AdminPayoutBatch
      expect(batch).toMatchObject({ trigger: 'admin', runKey: expect.stringMatching(/^admin:/) })
      expect(batch.payouts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            creatorName: account.username,
            creatorEmail: account.emailId,
            amount: 88.8,
            status: 'processed',
          }),
          expect.objectContaining({
            creatorName: failing.username,
            amount: 21,
            status: 'failed',
            failureReason: expect.any(String),
          }),
        ]),
      )
      expect(batch.totals.count).toBe(batch.payouts.length)
      expect(batch.totals.failed).toBeGreaterThanOrEqual(21)
      expect(batch.totals.amount).toBeCloseTo(
        batch.totals.processed + batch.totals.pending + batch.totals.failed,
        2,
      )
      const total = formatRupees(batch.totals.amount, { alwaysPaise: true })
      expect(run.body.message).toBe(payoutMessages.ran(batch.totals.count, total))

      // Nobody left (the failed one's creator has no account any more): a run that writes nothing.
      await server.app.db.deleteFrom('payout_accounts').where('creator_id', '=', failing.userId).execute()
      const empty = await client.post('/auth/admin/payouts/run', undefined, { token: admin.token })
      expect(empty.status).toBe(200)
      expect(empty.body).toMatchObject({
        success: true,
        batch: null,
        message: payoutMessages.nobodyDue('₹20'),
      })

      const list = await client.get<{
        batches: Array<{ _id: string; createdAt: string }>
        minimum: number
        provider: string
        schedule: { enabled: boolean; nextRunDate: string }
      }>('/auth/admin/payouts', { token: admin.token })
      expect(list.status).toBe(200)
      expect(list.body).toMatchObject({ minimum: 20, provider: 'simulated', schedule: { enabled: false } })
      expect(list.body.schedule.nextRunDate).toMatch(/^\d{4}-\d{2}-(01|15)$/)
      expect(list.body.batches[0]?._id).toBe(batch._id)
      const times = list.body.batches.map((b) => b.createdAt)
      expect([...times].sort().reverse()).toEqual(times)

      const log = await server.app.db.selectFrom('admin_audit_log').select('action').execute()
      expect(log.map((entry) => entry.action)).toEqual(
        expect.arrayContaining([
          `Ran payouts: ${batch.totals.count} payouts, ${total}`,
          'Ran payouts: nobody was due',
        ]),
      )
    })

    it('refuses a user token (401), an unknown payout (404)', async () => {
      const account = await creator()
      for (const [method, path] of [
        ['GET', '/auth/admin/payouts'],
        ['POST', '/auth/admin/payouts/run'],
        ['POST', '/auth/admin/payouts/0123456789abcdef01234567/retry'],
      ] as const) {
        const response = await client.call(method, path, {
          token: account.token,
          ...(method === 'POST' ? { body: {} } : {}),
        })
        expect({ path, status: response.status }).toEqual({ path, status: 401 })
      }
      const unknown = await client.post(
        '/auth/admin/payouts/0123456789abcdef01234567/retry',
        {},
        { token: admin.token },
      )
      expect(unknown.status).toBe(404)
      expect(unknown.body.error).toBe(payoutMessages.notFound)
    })
  })

  it('pays once when a run reads a clock behind the one that paid (another instance)', async () => {
    const app = server.app
    const paid = await creator({ share: 60 })
    await runPayouts(app, { runKey: runKey(), trigger: 'schedule' })
    try {
      // A minute before the debit was written: its hold-free money is still there, the debit too.
      clock.set(-60_000)
      expect(await available(server, paid.userId)).toBe(0)
      const behind = await runPayouts(app, { runKey: runKey(), trigger: 'schedule' })
      expect(behind.outcome === 'ran' && behind.batch.payouts.some((p) => p.creatorId === paid.userId)).toBe(
        false,
      )
    } finally {
      clock.set(0)
    }
    expect((await payoutsOf(server, paid.userId)).map((p) => p.amount_paise)).toEqual([6000])
    expect(await available(server, paid.userId)).toBe(0)
  })

  // Last: it moves the money clock, and batches are listed by its time.
  it('pays the shares of real sales once their hold is over', async () => {
    const app = server.app
    const seller = await creator()
    const buyer = await createVerifiedAccount(server)
    const card = await createCard(client, seller, { price: 99, cardTitle: 'Paid for payouts' })
    await buyPaidCard(client, buyer, card)
    await buyPaidCard(client, buyer, card)
    await runPayouts(app, { runKey: runKey(), trigger: 'schedule' })
    expect(await payoutsOf(server, seller.userId)).toEqual([])
    try {
      clock.set(app.config.payoutHoldDays * DAY_MS + HOUR)
      await runPayouts(app, { runKey: runKey(), trigger: 'schedule' })
      // Twice 80% of ₹99.
      expect((await payoutsOf(server, seller.userId)).map((p) => [p.amount_paise, p.status])).toEqual([
        [2 * sharePaise(9900), 'processed'],
      ])
      expect(await available(server, seller.userId)).toBe(0)
    } finally {
      clock.set(0)
    }
  })
})

describe('the payout schedule', () => {
  it('names the 1st and the 15th by their UTC date, and no other day', () => {
    expect(scheduledRunKey(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12-01')
    expect(scheduledRunKey(new Date('2026-12-15T23:59:59.999Z'))).toBe('2026-12-15')
    expect(scheduledRunKey(new Date('2027-03-01T12:00:00.000Z'))).toBe('2027-03-01')
    expect(scheduledRunKey(new Date('2026-11-30T23:59:59.999Z'))).toBeUndefined()
    expect(scheduledRunKey(new Date('2026-12-16T00:00:00.000Z'))).toBeUndefined()
    expect(scheduledRunKey(new Date('2026-12-02T00:00:00.000Z'))).toBeUndefined()
    // 23:30 on the 14th in India is still the 14th in UTC... and 05:30 on the 15th there is the 15th.
    expect(scheduledRunKey(new Date('2026-12-15T00:00:00+05:30'))).toBeUndefined()
  })

  it('runs in production unless PAYOUT_SCHEDULE says otherwise, and nowhere else unless asked', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET }
    const schedule = (env: Record<string, string>) => loadConfig(env).payoutSchedule
    expect(schedule(production)).toBe(true)
    expect(schedule({})).toBe(false)
    expect(schedule({ PAYOUT_SCHEDULE: 'on' })).toBe(true)
    expect(schedule({ ...production, PAYOUT_SCHEDULE: '0' })).toBe(false)
    expect(schedule({ ...production, PAYOUT_SCHEDULE: ' ' })).toBe(true)
    expect(() => schedule({ ...production, PAYOUT_SCHEDULE: 'sometimes' })).toThrow(/PAYOUT_SCHEDULE/)
  })
})

describeOnEachDialect('the payout schedule on %s, switched on, on a payout day', (dialect) => {
  // The money clock moved to noon (UTC) of the next 1st or 15th: the check at start runs that date.
  const offsetFile = join(tmpdir(), `payout-clock-${uniqueName('')}`)
  const now = new Date()
  const payday = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth() + (now.getUTCDate() < 15 ? 0 : 1),
      now.getUTCDate() < 15 ? 15 : 1,
      12,
    ),
  )
  writeFileSync(offsetFile, String(payday.getTime() - now.getTime()))
  const { server } = useTestServer(dialect, {
    env: { CLOCK_OFFSET_FILE: offsetFile, PAYOUT_SCHEDULE: '1' },
  })

  it("makes the date's run by itself, once", async () => {
    const key = payday.toISOString().slice(0, 10)
    const payouts = createPayoutsRepository(server.app.db)
    const deadline = Date.now() + 10_000
    while (!(await payouts.batchByRunKey(key)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
    expect(await payouts.batchByRunKey(key)).toMatchObject({ run_key: key, trigger: 'schedule' })
    expect((await runPayouts(server.app, { runKey: key, trigger: 'schedule' })).outcome).toBe('already-ran')
  })
})

describeOnPostgres('payouts with two instances on one PostgreSQL', () => {
  // Two servers over one schema, as two instances of the site behind a load balancer: each has its own
  // pool, so their runs meet only in the database (the advisory lock, the batch's unique run key).
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let urls: Map<TestApp, string>
  let adminToken: string

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    const first = await startTestApp(database, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
    const second = await startTestApp(database)
    a = first.app
    b = second.app
    urls = new Map([
      [a, first.url],
      [b, second.url],
    ])
    const login = await createClient(first.url).post<{ token: string }>('/auth/admin/login', ADMIN)
    expect(login.status).toBe(200)
    adminToken = login.body.token
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await database?.drop()
  })

  /** A Pro creator made on `app`, with a UPI ID past its hold (unless null) and `share` available. */
  async function twinCreator(app: TestApp, share: number, upiId: string | null = 'twin@okicici') {
    const name = uniqueName('twin')
    const user = await app.users.create({
      username: name,
      email: `${name}@example.test`,
      passwordHash: 'not-a-hash',
      userType: 'creator',
      isVerified: true,
    })
    await app.users.update(user.id, { plan: 'pro' })
    if (upiId) {
      // Given long enough ago that its hold is over (the route and the hold are tested above).
      const givenAt = new Date(Date.now() - (PAYOUT_ACCOUNT_HOLD_HOURS + 1) * HOUR)
      await createPayoutAccountsRepository(app.db).save(user.id, { method: 'upi', upiId }, givenAt)
      await verifiedKyc(app.db, user.id)
    }
    if (share) await earn({ app }, user.id, share)
    return user.id
  }

  /** 'Run payouts now' through `app`'s admin route: the batch it made, or null (nobody was due). */
  async function adminRun(app: TestApp) {
    const response = await createClient(urls.get(app) ?? '').post<AdminPayoutRunResponse>(
      '/auth/admin/payouts/run',
      {},
      { token: adminToken },
    )
    expect(response.status).toBe(200)
    return response.body.batch
  }

  /** Each creator has one payout of `paise` (processed), one payout ledger group, nothing left available. */
  async function paidOnce(app: AppServices, expected: Array<[string, number]>) {
    for (const [creatorId, paise] of expected) {
      const rows = await payoutsOf({ app: a }, creatorId)
      expect({ creatorId, payouts: rows.map((p) => [p.amount_paise, p.status, p.attempt]) }).toEqual({
        creatorId,
        payouts: [[paise, 'processed', 1]],
      })
      const groups = await app.db
        .selectFrom('ledger_entries')
        .select('group_key')
        .distinct()
        .where('kind', '=', 'payout')
        .where('creator_id', '=', creatorId)
        .execute()
      expect(groups.map((g) => g.group_key)).toEqual([`payout:${rows[0]?.id}:1`])
      expect(await available({ app: a }, creatorId)).toBe(0)
      expect(await available({ app: b }, creatorId)).toBe(0)
    }
    const unbalanced = await app.db
      .selectFrom('ledger_entries')
      .select((eb) => ['group_key', eb.fn.sum<string | number>('amount_paise').as('total')])
      .groupBy('group_key')
      .having(sql`sum(amount_paise)`, '<>', 0)
      .execute()
    expect(unbalanced).toEqual([])
  }

  it('pays each creator once when both run the same date at once', async () => {
    const due: Array<[string, number]> = [
      [await twinCreator(a, 40), 4000],
      [await twinCreator(b, 123.45), 12_345],
      [await twinCreator(a, 20), 2000],
    ]
    const under = await twinCreator(b, 19.99)
    const noAccount = await twinCreator(a, 50, null)
    const key = '2031-03-01'
    const outcomes = await Promise.all(
      [a, b, a, b].map((app) => runPayouts(app, { runKey: key, trigger: 'schedule' })),
    )
    expect(outcomes.map((o) => o.outcome).sort()).toEqual([
      'already-ran',
      'already-ran',
      'already-ran',
      'ran',
    ])
    const batches = await b.db.selectFrom('payout_batches').select('id').where('run_key', '=', key).execute()
    expect(batches).toHaveLength(1)
    await paidOnce(b, due)
    for (const [creatorId, rupees] of [
      [under, 19.99],
      [noAccount, 50],
    ] as const) {
      expect(await payoutsOf({ app: a }, creatorId)).toEqual([])
      expect(await available({ app: b }, creatorId)).toBe(rupees)
    }
  })

  it("pays each creator once when one runs an admin's 'Run payouts now' and the other the date, at once", async () => {
    for (const [round, [adminOn, dateOn]] of [
      [a, b],
      [b, a],
      [a, b],
    ].entries()) {
      const due: Array<[string, number]> = [
        [await twinCreator(a, 31 + round), (31 + round) * 100],
        [await twinCreator(b, 77.77), 7777],
      ]
      const [adminBatch, dated] = await Promise.all([
        adminRun(adminOn as TestApp),
        runPayouts(dateOn as TestApp, { runKey: `2031-04-0${round + 1}`, trigger: 'schedule' }),
      ])
      expect(dated.outcome).toBe('ran')
      // Between them the two batches pay each creator once, whichever took the lock first.
      const paid = [...(adminBatch?.payouts ?? []), ...(dated.outcome === 'ran' ? dated.batch.payouts : [])]
        .filter((p) => due.some(([creatorId]) => creatorId === p.creatorId))
        .map((p) => [p.creatorId, Math.round(p.amount * 100)])
      expect(paid.sort()).toEqual([...due].sort())
      await paidOnce(a, due)
    }
  })
})
