import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type KycStatus, kycMessages } from '../../../contract/kyc'
import { PAYOUT_ACCOUNT_HOLD_HOURS } from '../../../contract/payouts'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { earningsOf, endPayoutHold } from '../../support/money'
import { createPanCheckStandIn, PAN_CHECK_KEY } from '../../support/pan-check-stand-in'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// KYC before payouts (docs/tax.md): a creator gives their PAN and legal name (and a GSTIN if they are
// registered); the PAN is checked with a PAN verification service (a local stand-in here) and the name
// it is registered to must match; the payout account is validated too. Payouts wait for both, and
// the creator is told what is missing.

const ADMIN = { email: 'kyc-admin@cardcast.test', password: 'admin-secret-1' }
const ASHA_PAN = 'ABCPR1234F'
const UNKNOWN_PAN = 'ZZZPZ9999Z'
const FLAKY_PAN = 'ERRPE0000E'
const RAVI_PAN = 'ABCPS1234K'

describeOnEachDialect('KYC on %s', (dialect) => {
  const panService = createPanCheckStandIn({
    [ASHA_PAN]: 'ASHA  RAO',
    [FLAKY_PAN]: 'NOBODY',
    [RAVI_PAN]: 'RAVI KUMAR SHARMA',
  })
  panService.state.failing.add(FLAKY_PAN)
  beforeAll(() => panService.listen())
  afterAll(() => panService.close())
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: () => ({ KYC_PAN_CHECK_URL: panService.url(), KYC_PAN_CHECK_KEY: PAN_CHECK_KEY }),
  })

  const kycOf = async (account: TestAccount) =>
    (await client.get<KycStatus>('/auth/user/kyc', { token: account.token })).body
  const putKyc = (account: TestAccount, body: Record<string, unknown>) =>
    client.put<KycStatus & { message?: string }>(
      '/auth/user/kyc',
      { legalName: 'Asha Rao', pan: ASHA_PAN, password: account.password, ...body },
      { token: account.token },
    )
  const putUpi = async (account: TestAccount, upiId = 'asha.rao@okicici') => {
    const saved = await client.put(
      '/auth/user/payout-account',
      { upiId, password: account.password },
      { token: account.token },
    )
    expect(saved.status).toBe(200)
  }
  const runPayouts = () => client.post('/auth/admin/payouts/run', {}, { token: admin.token })
  const payoutsOf = (account: TestAccount) =>
    server.app.db.selectFrom('payouts').selectAll().where('creator_id', '=', account.userId).execute()
  /** Posts `paise` of earnings to the creator, available at once. */
  async function earn(account: TestAccount, paise: number) {
    const now = server.app.clock.now()
    await server.app.ledger.post({
      groupKey: `sale:kyc-${account.userId}-${paise}`,
      kind: 'sale',
      lines: [
        { account: 'provider', amountPaise: -paise },
        { account: 'creator', creatorId: account.userId, amountPaise: paise, availableAt: now },
      ],
      at: now,
    })
  }

  it('tells a new creator what payouts wait for, and is for creators only', async () => {
    const creator = await createCreatorAccount(server)
    expect(await kycOf(creator)).toEqual({
      status: 'success',
      kyc: null,
      payoutsReady: false,
      missing: [kycMessages.missingKyc, kycMessages.missingAccount],
    })
    const viewer = await createVerifiedAccount(server)
    expect((await client.get('/auth/user/kyc', { token: viewer.token })).status).toBe(403)
    expect((await putKyc(viewer, { password: viewer.password })).status).toBe(403)
  })

  it('refuses a malformed PAN or GSTIN, another’s GSTIN, or a wrong password, and saves nothing', async () => {
    const creator = await createCreatorAccount(server)
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ pan: 'ABC1234' }, 400, kycMessages.panInvalid],
      [{ gstin: '29ABCPR1234F1Z' }, 400, kycMessages.gstinInvalid],
      // The right shape, the PAN's own, but the last character is not the check of the rest (U).
      [{ gstin: '29ABCPR1234F1ZV' }, 400, kycMessages.gstinCheck],
      [{ gstin: '29ABCPE9999F1Z3' }, 400, kycMessages.gstinNotYours],
      [{ legalName: 'A' }, 400, kycMessages.legalNameInvalid],
      [{ password: 'not-the-password' }, 403, kycMessages.passwordWrong],
    ]
    for (const [body, status, message] of cases) {
      const refused = await putKyc(creator, body)
      expect(refused.status, JSON.stringify(body)).toBe(status)
      expect(refused.body.message).toBe(message)
    }
    expect((await kycOf(creator)).kyc).toBeNull()
    expect(panService.state.unauthorized).toBe(0)
  })

  it('verifies a PAN registered to the legal name, and fails one that is not, or unknown', async () => {
    const creator = await createCreatorAccount(server)
    const mismatch = await putKyc(creator, { legalName: 'Ravi Kumar' })
    expect(mismatch.status).toBe(200)
    expect(mismatch.body.kyc?.pan).toEqual({ status: 'failed', failure: kycMessages.panNameMismatch })
    expect(mismatch.body.missing).toContain(kycMessages.panNameMismatch)

    const unknown = await putKyc(creator, { pan: UNKNOWN_PAN })
    expect(unknown.body.kyc?.pan).toEqual({ status: 'failed', failure: kycMessages.panNotFound })

    const down = await putKyc(creator, { pan: FLAKY_PAN })
    expect(down.body.kyc?.pan).toEqual({ status: 'pending', failure: kycMessages.panCheckUnavailable })

    // Case, spacing and punctuation aside, the names match; the GSTIN carries the PAN.
    const good = await putKyc(creator, {
      legalName: 'asha rao.',
      pan: ASHA_PAN.toLowerCase(),
      gstin: `29${ASHA_PAN}1ZU`,
    })
    expect(good.status).toBe(200)
    expect(good.body.kyc).toEqual({
      legalName: 'asha rao.',
      panMasked: 'ABCxxxx34F',
      gstin: `29${ASHA_PAN}1ZU`,
      pan: { status: 'verified', failure: null },
      account: { status: 'pending', failure: null },
      heldUntil: expect.any(String),
    })
    expect(good.body).toMatchObject({ payoutsReady: false, missing: [kycMessages.missingAccount] })
  })

  it('holds a creator’s payouts until their KYC is complete, then pays them', async () => {
    const creator = await createCreatorAccount(server)
    await putUpi(creator)
    await endPayoutHold(server.app.db, creator.userId)
    await earn(creator, 75_00)
    expect((await runPayouts()).status).toBe(200)
    expect(await payoutsOf(creator)).toEqual([])
    expect((await earningsOf(client, creator)).available).toBe(75)

    const done = await putKyc(creator, {})
    expect(done.body).toMatchObject({
      payoutsReady: true,
      missing: [],
      kyc: { pan: { status: 'verified' }, account: { status: 'verified' } },
    })
    // A new KYC waits out its hold, as new payout details do.
    await runPayouts()
    expect(await payoutsOf(creator)).toEqual([])
    await endPayoutHold(server.app.db, creator.userId)
    expect((await runPayouts()).status).toBe(200)
    expect(await payoutsOf(creator)).toEqual([
      expect.objectContaining({ amount_paise: 75_00, status: 'processed' }),
    ])
    expect((await earningsOf(client, creator)).available).toBe(0)
  })

  it('checks a new payout account again: one in another name holds payouts', async () => {
    const creator = await createCreatorAccount(server)
    await putUpi(creator)
    await putKyc(creator, {})
    expect((await kycOf(creator)).payoutsReady).toBe(true)
    const changed = await client.put(
      '/auth/user/payout-account',
      {
        accountHolderName: 'Someone Else',
        accountNumber: '000123456789',
        ifsc: 'icic0001234',
        password: creator.password,
      },
      { token: creator.token },
    )
    expect(changed.status).toBe(200)
    expect(await kycOf(creator)).toMatchObject({
      payoutsReady: false,
      missing: [kycMessages.accountNameMismatch],
      kyc: { account: { status: 'failed', failure: kycMessages.accountNameMismatch } },
    })
  })

  const putBank = async (account: TestAccount, accountHolderName: string) => {
    const saved = await client.put(
      '/auth/user/payout-account',
      { accountHolderName, accountNumber: '000123456789', ifsc: 'icic0001234', password: account.password },
      { token: account.token },
    )
    expect(saved.status).toBe(200)
  }

  describe('names match one person', () => {
    it('refuses a legal name that joins the PAN’s person to another, or one word of it', async () => {
      const creator = await createCreatorAccount(server)
      // The bank account is Anil Gupta's; the PAN is Ravi Kumar Sharma's; the legal name joins both.
      await putBank(creator, 'Anil Gupta')
      for (const legalName of ['Ravi Kumar Sharma Anil Gupta', 'Kumar', 'Sharma Ravi Kumar', 'R K Sharma']) {
        const saved = await putKyc(creator, { legalName, pan: RAVI_PAN })
        expect(saved.status, legalName).toBe(200)
        expect(saved.body.kyc?.pan, legalName).toEqual({
          status: 'failed',
          failure: kycMessages.panNameMismatch,
        })
        expect(saved.body.payoutsReady, legalName).toBe(false)
      }
      // The PAN's own name, or it without the middle name, is the person.
      for (const legalName of ['Ravi Kumar Sharma', 'ravi  sharma']) {
        const saved = await putKyc(creator, { legalName, pan: RAVI_PAN })
        expect(saved.body.kyc?.pan, legalName).toEqual({ status: 'verified', failure: null })
        // Anil Gupta's account is not Ravi Kumar Sharma's.
        expect(saved.body.kyc?.account, legalName).toEqual({
          status: 'failed',
          failure: kycMessages.accountNameMismatch,
        })
      }
    })

    it('matches the account holder to the name the PAN is registered to, not the legal name', async () => {
      const creator = await createCreatorAccount(server)
      await putKyc(creator, { legalName: 'Ravi Sharma', pan: RAVI_PAN })
      // 'Ravi Mohan Sharma' would pass for 'Ravi Sharma' (a middle name added) but is not Ravi Kumar Sharma.
      await putBank(creator, 'Ravi Mohan Sharma')
      expect(await kycOf(creator)).toMatchObject({
        payoutsReady: false,
        kyc: { account: { status: 'failed', failure: kycMessages.accountNameMismatch } },
      })
      await putBank(creator, 'RAVI KUMAR SHARMA')
      expect(await kycOf(creator)).toMatchObject({
        payoutsReady: true,
        kyc: { pan: { status: 'verified' }, account: { status: 'verified' } },
      })
    })

    it('mails every change of KYC, and holds payouts 72 hours after it, like new payout details', async () => {
      const creator = await createCreatorAccount(server)
      await putUpi(creator)
      await putKyc(creator, {})
      await endPayoutHold(server.app.db, creator.userId)
      await earn(creator, 64_00)
      const mailsBefore = server.smtp.countTo(creator.emailId)

      // The same details again check again, and are no change.
      await putKyc(creator, {})
      expect(server.smtp.countTo(creator.emailId)).toBe(mailsBefore)

      const since = Date.now()
      const changed = await putKyc(creator, { gstin: `29${ASHA_PAN}1ZU` })
      expect(changed.status).toBe(200)
      const heldUntil = Date.parse(changed.body.kyc?.heldUntil ?? '')
      expect(heldUntil - Date.now()).toBeGreaterThan((PAYOUT_ACCOUNT_HOLD_HOURS - 1) * 3600_000)
      const mail = await server.smtp.waitForMail(creator.emailId, {
        since,
        subject: new RegExp(kycMessages.mailSubject),
      })
      expect(mail.text).toContain('PAN ABCxxxx34F')
      expect(mail.text).toContain(`GSTIN 29ABCxxxx34F1ZU`)
      expect(mail.text).not.toContain(ASHA_PAN)

      await runPayouts()
      expect(await payoutsOf(creator)).toEqual([])
      expect((await earningsOf(client, creator)).available).toBe(64)
      // The administrator's Payouts screen lists the hold, as it does new payout details'.
      const list = await client.get<{ held: Array<{ creatorId: string; heldUntil: string }> }>(
        '/auth/admin/payouts',
        { token: admin.token },
      )
      expect(list.body.held.find((entry) => entry.creatorId === creator.userId)?.heldUntil).toBe(
        changed.body.kyc?.heldUntil,
      )
      await endPayoutHold(server.app.db, creator.userId)
      await runPayouts()
      expect(await payoutsOf(creator)).toEqual([
        expect.objectContaining({ amount_paise: 64_00, status: 'processed' }),
      ])
    })
  })
})
