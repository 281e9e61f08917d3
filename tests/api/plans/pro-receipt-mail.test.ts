import { expect, it } from 'vitest'
import { CREATOR_PRO_PRICE_RUPEES } from '../../../contract/constants'
import { formatRupees } from '../../../contract/money'
import { createVerifiedAccount } from '../../support/factories'
import { buyProWithSimulatedPayment } from '../../support/money'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Each paid month of Creator Pro gets a receipt by mail, as a card does: the amount, the period, the
// payment id; once per payment however often it is reported, and as a receipt, not account mail.
describeOnEachDialect('Creator Pro receipts on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  it('mails one receipt per payment of Creator Pro', async () => {
    const streamer = await createVerifiedAccount(server)
    const paymentId = await buyProWithSimulatedPayment(client, streamer)
    const receipt = await server.smtp.waitForMail(streamer.emailId, {
      subject: /^Your Cardcast receipt: Creator Pro$/,
    })
    expect(receipt.text).toContain(
      `Amount paid: ${formatRupees(CREATOR_PRO_PRICE_RUPEES, { alwaysPaise: true })}`,
    )
    expect(receipt.text).toContain(`Payment ID: ${paymentId}`)
    expect(receipt.text).toMatch(/Period: \d+ \w+ \d{4} to \d+ \w+ \d{4}/)
    expect(receipt.text).toMatch(/Paid on: .+ IST/)
    expect(receipt.text).toContain('/profile')

    // The same payment verified again: nothing more recorded, nothing more mailed.
    const order = await server.app.db
      .selectFrom('plan_orders')
      .select('id')
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow()
    const signature = (
      await client.post<{ signature: string }>(
        '/auth/user/payment-simulate',
        { orderId: order.id, outcome: 'success' },
        { token: streamer.token },
      )
    ).body.signature
    await client.post(
      '/auth/user/plan-verify',
      { orderId: order.id, paymentId, signature },
      { token: streamer.token },
    )
    // A second month bought: a second receipt.
    await buyProWithSimulatedPayment(client, streamer)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const receipts = server.smtp.to(streamer.emailId).filter((mail) => /Creator Pro$/.test(mail.subject))
    expect(receipts).toHaveLength(2)
    const kinds = await server.app.db
      .selectFrom('mail_outbox')
      .select('category')
      .where('recipient', '=', streamer.emailId)
      .where('subject', '=', 'Your Cardcast receipt: Creator Pro')
      .execute()
    expect(kinds.map((row) => row.category)).toEqual(['receipt', 'receipt'])
  })
})
