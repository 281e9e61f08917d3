export { activatePaidPro, adminPlanChange, describePlan } from './plans'
export { createProRenewals } from './pro-renewals'
