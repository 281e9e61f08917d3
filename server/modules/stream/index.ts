export { queueUseNow } from './queued-uses'
export { createStreamUsesRepository, statusOfUse } from './stream-uses-repository'
