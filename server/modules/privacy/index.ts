export { eraseAccount, eraseDueAccounts } from './erasure'
export { ERASED_NAME, erasedEmail } from './erasure-repository'
