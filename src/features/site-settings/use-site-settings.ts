// The public site settings, fetched once on app load (spec section 2): they name the page, describe
// it, and give the logo and favicon. Defaults: the product name, 'Your Card Platform', the bundled logo.
import { useEffect } from 'react'
import { useFetchedSiteSettings } from '../../api/site-settings-slice'
import { DEFAULT_SITE_DESCRIPTION, PRODUCT_NAME } from '../../contract/constants'

export const BUNDLED_LOGO = '/logo.svg'

export interface ResolvedSiteSettings {
  siteName: string
  siteDescription: string
  logo: string
  favicon: string
  /** True until the fetch finishes, whether it succeeds or fails. */
  loading: boolean
}

export function useSiteSettings(): ResolvedSiteSettings {
  const { data, loading } = useFetchedSiteSettings()
  return {
    siteName: data?.siteName || PRODUCT_NAME,
    siteDescription: data?.siteDescription || DEFAULT_SITE_DESCRIPTION,
    logo: data?.siteLogo || BUNDLED_LOGO,
    favicon: data?.favicon ?? '',
    loading,
  }
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

/** Applies the settings to the document head; mounted once, at the root of the app. */
export function useDocumentSiteSettings(): void {
  const { data } = useFetchedSiteSettings()

  useEffect(() => {
    if (!data) return
    document.title = data.siteName || PRODUCT_NAME
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', data.siteDescription || DEFAULT_SITE_DESCRIPTION)
    if (data.favicon) setFavicon(data.favicon)
  }, [data])
}
