import type { UserRow } from '../../db/schema'
import { planOf, type UsersRepository } from '../accounts'
import { SETTINGS_KEYS, type SettingsRepository } from '../settings'
import type { Branding } from './sse'

export const DEFAULT_BRANDING: Branding = { siteName: 'Cardcast', siteLogo: '/logo.svg' }

/**
 * Plans and site settings change rarely; events are hot. Each instance re-reads them this often; a
 * plan change also reaches every instance at once (`OverlayBus.planChanged`), and the end date of
 * Creator Pro is compared at each event, so the cache never outlives the plan.
 */
const TTL_MS = 30_000
const CHUNK = 500
const FREE = { plan: 'free', pro_until: null } as const

interface Cached<T> {
  value: T
  at: number
}

/**
 * Branding per streamer: the site's name and logo for the free plan, none for Creator Pro. Resolved
 * when an event is sent, not when it is stored, so one broadcast serves streamers of both plans.
 */
export function createBrandingResolver(
  { users, settings }: { users: Pick<UsersRepository, 'plansOf'>; settings: Pick<SettingsRepository, 'get'> },
  ttlMs = TTL_MS,
) {
  const plans = new Map<string, Cached<Pick<UserRow, 'plan' | 'pro_until'>>>()
  let site: Cached<Branding> | undefined

  async function siteBranding(now: number): Promise<Branding> {
    if (site && now - site.at < ttlMs) return site.value
    const general = await settings.get<Partial<Branding>>(SETTINGS_KEYS.general)
    const value = {
      siteName: general?.siteName || DEFAULT_BRANDING.siteName,
      siteLogo: general?.siteLogo || DEFAULT_BRANDING.siteLogo,
    }
    site = { value, at: now }
    return value
  }

  async function loadPlans(streamerIds: string[], now: number) {
    const stale = streamerIds.filter((id) => {
      const cached = plans.get(id)
      return !cached || now - cached.at >= ttlMs
    })
    for (let i = 0; i < stale.length; i += CHUNK) {
      const ids = stale.slice(i, i + CHUNK)
      const rows = await users.plansOf(ids)
      const found = new Map(rows.map((row) => [row.id, row]))
      for (const id of ids) plans.set(id, { value: found.get(id) ?? FREE, at: now })
    }
  }

  return {
    /** Branding for each streamer (undefined for Creator Pro). */
    async forStreamers(streamerIds: string[]): Promise<Map<string, Branding | undefined>> {
      const now = Date.now()
      await loadPlans(streamerIds, now)
      const brand = await siteBranding(now)
      const isPro = (id: string) => planOf(plans.get(id)?.value ?? FREE, now) === 'pro'
      return new Map(streamerIds.map((id) => [id, isPro(id) ? undefined : brand]))
    },

    /** Forgets a streamer's plan when it is known to have changed (or they disconnected). */
    forget: (streamerId: string) => plans.delete(streamerId),
  }
}

export type BrandingResolver = ReturnType<typeof createBrandingResolver>
