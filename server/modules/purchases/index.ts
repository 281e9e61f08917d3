export { PaymentRefunded, recordPaidPurchase } from './purchases'
export { createPurchasesRepository, toTransaction } from './purchases-repository'
