export type { PushNotice, PushService } from './push-service'
