export { ensureAdmin } from './admin-accounts'
export { adminGuard } from './admin-guard'
export { auditEntry } from './admin-services'
