// The creator's payout account on the Earnings page: a UPI ID or a bank account (being written).
export function PayoutAccountPanel() {
  return null
}
