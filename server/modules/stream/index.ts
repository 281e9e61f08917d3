export { createStreamUsesRepository, statusOfUse } from './stream-uses-repository'
