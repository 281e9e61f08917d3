export { ensureAdmin } from './admin-accounts'
