export { type BusChange, eventPayloadOf, type OverlayBus, type OverlayCard } from './bus'
export { createOverlayEventsRepository, type StoredOverlayEvent } from './events-repository'
export { type ModeratedUse, moderateUse, nameOnStream, nameOnStreamOf } from './moderation'
export { notification } from './notifications-repository'
export type { RedrawnWidget } from './sse'
export {
  blockedWordsOf,
  createStreamSettingsRepository,
  type StreamControl,
} from './stream-settings-repository'
export { createViewerApprovalsRepository } from './viewer-approvals-repository'
