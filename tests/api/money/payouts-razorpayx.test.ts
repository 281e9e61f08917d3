import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type KycStatus, kycMessages } from '../../../contract/kyc'
import { payoutMessages } from '../../../contract/payouts'
import { resendQueuedPayouts } from '../../../server/modules/money/payouts/send-payout'
import { createCreatorAccount, type TestAccount, uniqueName } from '../../support/factories'
import { completeKyc, createClockFile, givePayoutAccount, unbalancedGroups } from '../../support/money'
import { openPush, startPushServiceStandIn } from '../../support/push-service-stand-in'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// RazorpayX Payouts against a local stand-in of its REST API (contacts, fund accounts, payouts with
// idempotency keys, as its documentation describes them), and its payout webhooks, signed with
// RAZORPAY_WEBHOOK_SECRET.

const KEY_ID = 'rzp_test_payouts'
const KEY_SECRET = 'rzp_test_payouts_secret'
const WEBHOOK_SECRET = 'rzp_payouts_webhook_secret'
const ACCOUNT_NUMBER = '7878780080316316'
const ADMIN = { email: 'rzpx-admin@cardcast.test', password: 'rzpx-admin-secret-42' }

interface PayoutCall {
  key: string | undefined
  body: Record<string, unknown>
}

/** The stand-in: what it was asked, and knobs for a lost answer and a refused fund account. */
function createRazorpayXStandIn() {
  const state = {
    contacts: [] as Array<Record<string, unknown>>,
    fundAccounts: [] as Array<Record<string, unknown>>,
    validations: [] as Array<Record<string, unknown>>,
    payoutCalls: [] as PayoutCall[],
    /** Payouts made, by idempotency key: a key is paid once, its first answer repeated. */
    payouts: new Map<string, { id: string; status: string; body: string }>(),
    /** The next payout is made but its answer is lost (the connection drops). */
    dropNextAnswer: false,
    /** The next payout call is answered 500 and not made (the outcome, to the caller, unknown). */
    faultNextPayout: false,
    refusedVpas: new Set<string>(),
    unauthorized: 0,
  }
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  const badRequest = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } })

  async function handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const auth = Buffer.from(String(req.headers.authorization).replace('Basic ', ''), 'base64').toString()
    if (auth !== `${KEY_ID}:${KEY_SECRET}`) {
      state.unauthorized++
      return json(res, 401, badRequest('The api key provided is invalid'))
    }
    const body = JSON.parse(raw || '{}') as Record<string, unknown>
    if (req.method === 'POST' && req.url === '/v1/contacts') {
      state.contacts.push(body)
      return json(res, 200, { id: `cont_${state.contacts.length}`, entity: 'contact', ...body })
    }
    if (req.method === 'POST' && req.url === '/v1/fund_accounts') {
      const vpa = (body.vpa as { address?: string } | undefined)?.address
      if (vpa && state.refusedVpas.has(vpa))
        return json(res, 400, badRequest('Invalid VPA. Please enter a valid Virtual Payment Address'))
      state.fundAccounts.push(body)
      return json(res, 200, { id: `fa_${state.fundAccounts.length}`, entity: 'fund_account', ...body })
    }
    if (req.method === 'POST' && req.url === '/v1/fund_accounts/validations') {
      // A penny drop: completed at once, naming a bank account's holder (a VPA's name is not given).
      const fundAccountId = (body.fund_account as { id?: string } | undefined)?.id ?? ''
      const fund = state.fundAccounts[Number(fundAccountId.replace('fa_', '')) - 1]
      state.validations.push(body)
      const holder = (fund?.bank_account as { name?: string } | undefined)?.name ?? null
      return json(res, 200, {
        id: `fav_${state.validations.length}`,
        entity: 'fund_account.validation',
        status: 'completed',
        results: { account_status: fund ? 'active' : 'invalid', registered_name: holder },
      })
    }
    if (req.method === 'POST' && req.url === '/v1/payouts') {
      const key = req.headers['x-payout-idempotency'] as string | undefined
      state.payoutCalls.push({ key, body })
      if (!key) return json(res, 400, badRequest('Idempotency key is missing.'))
      if (state.faultNextPayout) {
        state.faultNextPayout = false
        return json(res, 500, { error: { code: 'SERVER_ERROR', description: 'Internal error' } })
      }
      const made = state.payouts.get(key)
      if (made && made.body !== raw)
        return json(res, 400, badRequest('Different request body for this idempotency key'))
      const payout = made ?? { id: `pout_${state.payouts.size + 1}`, status: 'processing', body: raw }
      state.payouts.set(key, payout)
      if (state.dropNextAnswer) {
        state.dropNextAnswer = false
        return req.socket.destroy()
      }
      return json(res, 200, { id: payout.id, entity: 'payout', status: payout.status, ...body })
    }
    return json(res, 404, badRequest('The requested URL was not found on the server.'))
  }

  const server: Server = createServer((req, res) => void handle(req, res))
  return { state, server }
}

describeOnEachDialect('payouts through RazorpayX on %s', (dialect) => {
  const standIn = createRazorpayXStandIn()
  const clock = createClockFile()
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => {
    standIn.server.close()
    clock.remove()
  })
  // Registered after the stand-in's hooks: starts once it listens, and closes before it does.
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: () => ({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`,
      RAZORPAYX_ACCOUNT_NUMBER: ACCOUNT_NUMBER,
      CLOCK_OFFSET_FILE: clock.file,
    }),
  })
  beforeEach(() => clock.set(0))

  /** A creator with a payout account and `share` rupees available. */
  async function creator(
    share: number,
    details: Record<string, string> = { upiId: `${uniqueName('upi')}@okicici` },
  ) {
    const account = await createCreatorAccount(server)
    await givePayoutAccount(client, server.app.db, account, details)
    await earn(server, account, share)
    return account
  }

  const runNow = () =>
    client.post<{
      batch: {
        payouts: Array<{ _id: string; creatorId: string; status: string; providerPayoutId: string | null }>
      } | null
    }>('/auth/admin/payouts/run', {}, { token: admin.token })
  const payoutOf = (account: TestAccount) =>
    server.app.db
      .selectFrom('payouts')
      .selectAll()
      .where('creator_id', '=', account.userId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
  const available = async (account: TestAccount) =>
    (await server.app.ledger.creatorBalance(account.userId, server.app.clock.now())).availablePaise

  const webhook = (event: string, entity: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const raw = JSON.stringify({
      entity: 'event',
      event,
      payload: { payout: { entity: { entity: 'payout', ...entity } } },
    })
    return client.call('POST', '/auth/user/razorpay-webhook', {
      rawBody: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(raw).digest('hex'),
      },
    })
  }

  it('makes the contact and fund account once, reuses them, and sends each payout with its idempotency key', async () => {
    const upiId = `${uniqueName('rx')}@okaxis`
    const contactsBefore = standIn.state.contacts.length
    const fundsBefore = standIn.state.fundAccounts.length
    const validationsBefore = standIn.state.validations.length
    // KYC validated the account with a penny drop to the fund account the payouts then use.
    const account = await creator(50, { upiId })
    expect(standIn.state.validations.slice(validationsBefore)).toEqual([
      {
        account_number: ACCOUNT_NUMBER,
        fund_account: { id: `fa_${fundsBefore + 1}` },
        amount: 100,
        currency: 'INR',
        notes: { creator_id: account.userId },
      },
    ])
    expect((await runNow()).status).toBe(200)

    const first = await payoutOf(account)
    expect(first).toMatchObject({ status: 'processing', provider: 'razorpayx', amount_paise: 5000 })
    expect(first.provider_payout_id).toMatch(/^pout_/)
    expect(standIn.state.contacts.slice(contactsBefore)).toEqual([
      expect.objectContaining({
        name: account.username,
        email: account.emailId,
        type: 'vendor',
        reference_id: account.userId,
      }),
    ])
    const fund = standIn.state.fundAccounts.slice(fundsBefore)
    expect(fund).toEqual([expect.objectContaining({ account_type: 'vpa', vpa: { address: upiId } })])
    const call = standIn.state.payoutCalls.find((c) => c.key === `${first.id}-1`)
    expect(call?.body).toEqual({
      account_number: ACCOUNT_NUMBER,
      fund_account_id: `fa_${fundsBefore + 1}`,
      amount: 5000,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: `${first.id}-1`,
      narration: 'Cardcast earnings',
    })
    const stored = await server.app.db
      .selectFrom('payout_accounts')
      .select(['provider_contact_id', 'provider_fund_account_id'])
      .where('creator_id', '=', account.userId)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({
      provider_contact_id: `cont_${contactsBefore + 1}`,
      provider_fund_account_id: `fa_${fundsBefore + 1}`,
    })

    // Paid again later: the same fund account, a payout of its own with a key of its own.
    await earn(server, account, 30)
    await runNow()
    const second = await payoutOf(account)
    expect(second.id).not.toBe(first.id)
    expect(standIn.state.contacts.length).toBe(contactsBefore + 1)
    expect(standIn.state.fundAccounts.length).toBe(fundsBefore + 1)
    expect(standIn.state.payoutCalls.find((c) => c.key === `${second.id}-1`)?.body).toMatchObject({
      fund_account_id: `fa_${fundsBefore + 1}`,
      amount: 3000,
    })
    expect(standIn.state.unauthorized).toBe(0)
  })

  it('pays a bank account by IMPS through a bank_account fund account', async () => {
    const account = await creator(42, {
      accountHolderName: 'Asha Rao',
      accountNumber: '000123456789',
      ifsc: 'icic0001234',
    })
    await runNow()
    expect(standIn.state.fundAccounts.at(-1)).toMatchObject({
      account_type: 'bank_account',
      bank_account: { name: 'Asha Rao', ifsc: 'ICIC0001234', account_number: '000123456789' },
    })
    expect(standIn.state.contacts.at(-1)).toMatchObject({ name: 'Asha Rao' })
    const payout = await payoutOf(account)
    expect(standIn.state.payoutCalls.find((c) => c.key === `${payout.id}-1`)?.body).toMatchObject({
      mode: 'IMPS',
      amount: 4200,
    })
  })

  it('sends a payout whose answer was lost again with the same key, and the stand-in pays it once', async () => {
    const account = await creator(64)
    standIn.state.dropNextAnswer = true
    await runNow()
    const lost = await payoutOf(account)
    expect(lost).toMatchObject({ status: 'queued', provider_payout_id: null })
    // The amount stays taken: the payout may have been made.
    expect(await available(account)).toBe(0)

    const retried = await client.post<{ payout: { status: string; attempt: number } }>(
      `/auth/admin/payouts/${lost.id}/retry`,
      {},
      { token: admin.token },
    )
    expect(retried.status).toBe(200)
    expect(retried.body.payout).toMatchObject({ status: 'processing', attempt: 1 })
    const key = `${lost.id}-1`
    expect(standIn.state.payoutCalls.filter((c) => c.key === key).length).toBe(2)
    expect([...standIn.state.payouts.keys()].filter((k) => k === key).length).toBe(1)
    expect((await payoutOf(account)).provider_payout_id).toBe(standIn.state.payouts.get(key)?.id)

    // The scheduler's check sends again what stayed queued for more than five minutes.
    const other = await creator(12.5)
    await earn(server, other, 10)
    standIn.state.dropNextAnswer = true
    await runNow()
    const stuck = await payoutOf(other)
    expect(stuck.status).toBe('queued')
    expect(await resendQueuedPayouts(server.app)).toBe(0)
    clock.set(6 * 60_000)
    expect(await resendQueuedPayouts(server.app)).toBeGreaterThanOrEqual(1)
    expect((await payoutOf(other)).status).toBe('processing')
    expect(standIn.state.payoutCalls.filter((c) => c.key === `${stuck.id}-1`).length).toBe(2)
    expect(standIn.state.payouts.has(`${stuck.id}-1`)).toBe(true)
  })

  describe('a payout left queued by a fault, sent again later', () => {
    /** A creator whose payout was answered 500: queued, its amount taken from their balance. */
    async function stuckPayout(share: number) {
      const account = await creator(share)
      standIn.state.faultNextPayout = true
      await runNow()
      const stuck = await payoutOf(account)
      expect(stuck).toMatchObject({ status: 'queued', provider_payout_id: null })
      expect(await available(account)).toBe(0)
      return { account, stuck }
    }
    const ledgerOf = async (payoutId: string) =>
      (
        await server.app.db
          .selectFrom('ledger_entries')
          .select(['group_key', 'account', 'amount_paise'])
          .where('payout_id', '=', payoutId)
          .execute()
      ).map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }))

    it('pays no details changed since it was made: it fails, and the money goes back', async () => {
      const { account, stuck } = await stuckPayout(41)
      // A stolen session (with the password) points the payouts elsewhere while it waits.
      const changed = await client.put(
        '/auth/user/payout-account',
        { upiId: 'thief.wallet@okaxis', password: account.password },
        { token: account.token },
      )
      expect(changed.status).toBe(200)
      const thiefFund = standIn.state.fundAccounts.findIndex(
        (fund) => (fund.vpa as { address?: string } | undefined)?.address === 'thief.wallet@okaxis',
      )
      clock.set(6 * 60_000)
      expect(await resendQueuedPayouts(server.app)).toBeGreaterThanOrEqual(1)

      expect(await payoutOf(account)).toMatchObject({
        status: 'failed',
        failure_reason: payoutMessages.detailsChanged,
        provider_payout_id: null,
      })
      const calls = standIn.state.payoutCalls.filter((call) => call.key === `${stuck.id}-1`)
      expect(calls).toHaveLength(1)
      expect(
        standIn.state.payoutCalls.some((call) => call.body.fund_account_id === `fa_${thiefFund + 1}`),
      ).toBe(false)
      expect(await available(account)).toBe(4100)
      const lines = await ledgerOf(stuck.id)
      expect(lines.map((line) => line.group_key).sort()).toEqual([
        `payout-return:${stuck.id}:1`,
        `payout-return:${stuck.id}:1`,
        `payout:${stuck.id}:1`,
        `payout:${stuck.id}:1`,
      ])
      expect(lines.reduce((sum, line) => sum + line.amount_paise, 0)).toBe(0)
      expect(await unbalancedGroups(server)).toEqual([])

      // An administrator's retry of it waits out the new details' hold, as a run does.
      const retried = await client.post(`/auth/admin/payouts/${stuck.id}/retry`, {}, { token: admin.token })
      expect(retried.status).toBe(409)
      expect(standIn.state.payoutCalls.some((call) => call.key === `${stuck.id}-2`)).toBe(false)
    })

    it('is sent again only while the KYC stands: a KYC change since fails it, and the money goes back', async () => {
      const { account, stuck } = await stuckPayout(23)
      await completeKyc(client, account, { legalName: 'Other Person' })
      clock.set(6 * 60_000)
      await resendQueuedPayouts(server.app)
      expect(await payoutOf(account)).toMatchObject({
        status: 'failed',
        failure_reason: payoutMessages.kycHeld,
      })
      expect(standIn.state.payoutCalls.filter((call) => call.key === `${stuck.id}-1`)).toHaveLength(1)
      expect(await available(account)).toBe(2300)
      expect(await unbalancedGroups(server)).toEqual([])
    })

    it('is sent again, to the same fund account with the same key, when nothing changed', async () => {
      const { account, stuck } = await stuckPayout(27)
      clock.set(6 * 60_000)
      await resendQueuedPayouts(server.app)
      expect((await payoutOf(account)).status).toBe('processing')
      const calls = standIn.state.payoutCalls.filter((call) => call.key === `${stuck.id}-1`)
      expect(calls).toHaveLength(2)
      expect(calls[1]?.body.fund_account_id).toBe(calls[0]?.body.fund_account_id)
      expect(await available(account)).toBe(0)
      expect(await unbalancedGroups(server)).toEqual([])
    })
  })

  it('marks a payout processed by its webhook, and refuses a forged one', async () => {
    const account = await creator(33)
    // The creator's phone, told once the payout is sent (payout-pushes.ts), not while it is processing.
    const pushService = await startPushServiceStandIn()
    const phone = pushService.newDevice()
    expect(
      (await client.post('/auth/user/push-subscriptions', phone.subscription, { token: account.token }))
        .status,
    ).toBe(200)
    await runNow()
    const payout = await payoutOf(account)
    const forged = await webhook(
      'payout.processed',
      { id: payout.provider_payout_id, status: 'processed' },
      'guess',
    )
    expect(forged.status).toBe(400)
    expect((await payoutOf(account)).status).toBe('processing')

    const processed = await webhook('payout.processed', {
      id: payout.provider_payout_id,
      status: 'processed',
    })
    expect(processed.status).toBe(200)
    expect(processed.body).toEqual({ status: 'success' })
    expect((await payoutOf(account)).status).toBe('processed')
    expect(await available(account)).toBe(0)
    try {
      const [sent] = await pushService.waitFor(phone, 1)
      if (!sent) throw new Error('no push')
      const publicKey = String((await client.get('/push/public-key')).body.publicKey)
      expect((await openPush(phone, sent, publicKey)).payload.notification).toMatchObject({
        title: 'Payout sent',
        body: '₹33 was sent to your bank account',
        navigate: '/earnings',
      })
      // The webhook again: the payout was sent once, and so is its push.
      await webhook('payout.processed', { id: payout.provider_payout_id, status: 'processed' })
      expect(
        await server.app.db
          .selectFrom('push_outbox')
          .select('id')
          .where('kind', '=', 'payout-sent')
          .where('event_key', '=', `${payout.id}:${payout.attempt}`)
          .execute(),
      ).toHaveLength(1)
      expect(pushService.pushesTo(phone)).toHaveLength(1)
    } finally {
      await pushService.close()
    }

    const unknown = await webhook('payout.processed', { id: 'pout_nobody', status: 'processed' })
    expect(unknown.body).toEqual({ status: 'ignored' })
  })

  it('finds a payout by its reference when the webhook comes before the answer', async () => {
    const account = await creator(27)
    standIn.state.dropNextAnswer = true
    await runNow()
    const lost = await payoutOf(account)
    const providerId = standIn.state.payouts.get(`${lost.id}-1`)?.id
    const processed = await webhook('payout.processed', {
      id: providerId,
      reference_id: `${lost.id}-1`,
      status: 'processed',
    })
    expect(processed.body).toEqual({ status: 'success' })
    expect(await payoutOf(account)).toMatchObject({ status: 'processed', provider_payout_id: providerId })
  })

  it('gives a failed payout back to the balance once, however often the webhook comes', async () => {
    const account = await creator(45)
    await runNow()
    const payout = await payoutOf(account)
    expect(await available(account)).toBe(0)
    const failed = {
      id: payout.provider_payout_id,
      status: 'failed',
      status_details: { reason: 'beneficiary_bank_failure', description: 'The beneficiary bank is down.' },
    }
    for (let i = 0; i < 3; i++) expect((await webhook('payout.failed', failed)).status).toBe(200)
    expect(await payoutOf(account)).toMatchObject({
      status: 'failed',
      failure_reason: 'The beneficiary bank is down.',
    })
    expect(await available(account)).toBe(4500)
    const reversed = await webhook('payout.reversed', { ...failed, status: 'reversed' })
    expect(reversed.status).toBe(200)
    expect((await payoutOf(account)).status).toBe('reversed')
    expect(await available(account)).toBe(4500)
    const returns = await server.app.db
      .selectFrom('ledger_entries')
      .select(['group_key', 'account', 'amount_paise'])
      .where('payout_id', '=', payout.id)
      .where('kind', '=', 'payout_return')
      .execute()
    expect(returns.map((r) => [r.group_key, r.account, Number(r.amount_paise)]).sort()).toEqual([
      [`payout-return:${payout.id}:1`, 'creator', 4500],
      [`payout-return:${payout.id}:1`, 'payouts', -4500],
    ])

    // A processed payout reversed by the bank comes back too.
    const later = await creator(21)
    await runNow()
    const paid = await payoutOf(later)
    await webhook('payout.processed', { id: paid.provider_payout_id, status: 'processed' })
    await webhook('payout.reversed', { id: paid.provider_payout_id, status: 'reversed' })
    expect(await payoutOf(later)).toMatchObject({
      status: 'reversed',
      failure_reason: 'The bank returned the payout.',
    })
    expect(await available(later)).toBe(2100)
  })

  it('pays nothing to an account RazorpayX refuses, and says so on the KYC', async () => {
    const upiId = `${uniqueName('bad')}@okicici`
    standIn.state.refusedVpas.add(upiId)
    const account = await creator(50, { upiId })
    const kyc = await client.get<KycStatus>('/auth/user/kyc', { token: account.token })
    expect(kyc.body).toMatchObject({
      payoutsReady: false,
      missing: [kycMessages.accountInvalid],
      kyc: { account: { status: 'failed', failure: kycMessages.accountInvalid } },
    })
    await runNow()
    expect(
      await server.app.db
        .selectFrom('payouts')
        .selectAll()
        .where('creator_id', '=', account.userId)
        .execute(),
    ).toEqual([])
    expect(await available(account)).toBe(5000)
  })

  it('holds payouts to a bank account in another name than the KYC’s', async () => {
    const account = await createCreatorAccount(server)
    await givePayoutAccount(client, server.app.db, account, {
      accountHolderName: 'Someone Else',
      accountNumber: '000987654321',
      ifsc: 'icic0001234',
    })
    const kyc = await completeKyc(client, account, { legalName: 'Asha Rao' })
    expect(kyc).toMatchObject({ payoutsReady: false, missing: [kycMessages.accountNameMismatch] })
    await earn(server, account, 30)
    await runNow()
    expect(
      await server.app.db
        .selectFrom('payouts')
        .selectAll()
        .where('creator_id', '=', account.userId)
        .execute(),
    ).toEqual([])
  })
})

/** Posts earnings of `shareRupees` to the creator, available an hour ago. */
async function earn(server: TestServer, account: TestAccount, shareRupees: number) {
  const { app } = server
  const now = app.clock.now()
  const paise = Math.round(shareRupees * 100)
  await app.ledger.post({
    groupKey: `sale:${uniqueName('seed')}`,
    kind: 'sale',
    lines: [
      { account: 'provider', amountPaise: -paise },
      {
        account: 'creator',
        creatorId: account.userId,
        amountPaise: paise,
        availableAt: new Date(now.getTime() - 3600_000),
      },
    ],
    at: new Date(now.getTime() - 8 * 24 * 3600_000),
  })
}
