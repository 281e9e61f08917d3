// The public site settings, fetched once on app load: they name the page, describe
// it, and give the logo and favicon. Defaults: the product name, 'Your Card Platform', the bundled logo.
// What the administrator wrote shows as written, in every language; the default description is the
// contract's and shows in the app's language (the caller gives it: src/app/routes/root-layout.tsx),
// the brand as it is.
import { useEffect } from 'react'
import { shallowEqual, useSelector } from 'react-redux'
import type { SiteSettings } from '../../../contract/auth'
import { DEFAULT_SITE_DESCRIPTION, PRODUCT_NAME } from '../../../contract/constants'
import {
  selectSiteSettings,
  useSiteSettingsFetch,
  type WithSiteSettings,
} from '../../api/site-settings-slice'

export const BUNDLED_LOGO = '/logo.svg'

export interface ResolvedSiteSettings {
  siteName: string
  siteDescription: string
  logo: string
  favicon: string
}

function resolve(data: SiteSettings | null): ResolvedSiteSettings {
  return {
    siteName: data?.siteName || PRODUCT_NAME,
    siteDescription: data?.siteDescription || DEFAULT_SITE_DESCRIPTION,
    logo: data?.siteLogo || BUNDLED_LOGO,
    favicon: data?.favicon ?? '',
  }
}

/**
 * The settings with their defaults, fetching them on first use. Selected field by field: neither the
 * request's start nor settings equal to the defaults a page was rendered with (a prerendered page's)
 * re-render anything.
 */
export function useSiteSettings(): ResolvedSiteSettings {
  useSiteSettingsFetch()
  return useSelector((state: WithSiteSettings) => resolve(selectSiteSettings(state)), shallowEqual)
}

function setFavicon(href: string) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'icon'
    document.head.append(link)
  }
  link.removeAttribute('type')
  link.href = href
}

/** Whether the description is the contract's default (shown in the app's language), not the admin's. */
export const isDefaultDescription = (siteDescription: string): boolean =>
  siteDescription === DEFAULT_SITE_DESCRIPTION

/**
 * Applies the settings to the document head; mounted once, at the root of the app. The title is
 * page-title.ts's to write (it adds the page's name). `description` is the one to show, translated.
 */
export function useDocumentSiteSettings({
  description,
  favicon,
}: {
  description: string
  favicon: string
}): void {
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [description])
  useEffect(() => {
    if (favicon) setFavicon(favicon)
  }, [favicon])
}
