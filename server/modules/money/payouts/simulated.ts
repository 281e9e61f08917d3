import { createHash } from 'node:crypto'
import { SIMULATED_FAILING_UPI_ID } from '../../../../contract/payouts'
import { type PayoutProvider, PayoutRefusedError } from './provider'

/**
 * The built-in stand-in for a payout provider: every payout is processed at once, except to the UPI
 * ID `fail@simulated`, which is refused (to try a failed payout, its return and a retry). The payout id
 * is derived from the idempotency key, so a repeated send is the same payout, as with RazorpayX.
 */
export function createSimulatedPayoutProvider(): PayoutProvider {
  return {
    name: 'simulated',
    async send({ idempotencyKey, destination }) {
      if (destination.account.upi_id === SIMULATED_FAILING_UPI_ID) {
        throw new PayoutRefusedError(`The simulated bank refused ${SIMULATED_FAILING_UPI_ID}.`)
      }
      const digest = createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 14)
      return { providerPayoutId: `pout_sim_${digest}`, status: 'processed' }
    },
    // Every account validates (`fail@simulated` too: its payouts are what fail, to try a return).
    async validateAccount({ account }) {
      // A bank account is registered to its holder; a UPI ID's name is not known here.
      return account.account_holder_name
        ? { status: 'verified', registeredName: account.account_holder_name }
        : { status: 'verified' }
    },
  }
}
