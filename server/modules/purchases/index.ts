export { PaymentRefunded, recordPaidPurchase } from './purchases'
export { toTransaction } from './purchases-repository'
