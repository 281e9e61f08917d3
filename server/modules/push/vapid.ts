import webPush from 'web-push'
import type { Config } from '../../config'
import type { SettingsRepository } from '../settings'

/** The settings key of the generated pair (used only when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset). */
const VAPID_SETTINGS_KEY = 'vapidKeys'

export interface VapidDetails {
  subject: string
  publicKey: string
  privateKey: string
}

/**
 * The server's VAPID identity: the configured pair, or one generated at the first start and kept in
 * the database, so that `npm start` works as it is and every instance on one database signs alike
 * (a browser's subscription is bound to the public key it was made with).
 */
export async function resolveVapid(config: Config, settings: SettingsRepository): Promise<VapidDetails> {
  const { publicKey, privateKey } =
    config.vapid.publicKey && config.vapid.privateKey
      ? { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey }
      : await settings.getOrInit(VAPID_SETTINGS_KEY, webPush.generateVAPIDKeys())
  return { subject: config.vapid.subject ?? defaultSubject(config), publicKey, privateKey }
}

/** Push services want a way to reach the sender: the administrator's address, else the site. */
function defaultSubject(config: Config): string {
  if (config.adminEmail) return `mailto:${config.adminEmail}`
  if (config.publicUrl.startsWith('https://')) return config.publicUrl
  return 'mailto:push@cardcast.invalid'
}
