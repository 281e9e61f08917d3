import { useLingui } from '@lingui/react/macro'

/**
 * Mantine's Loader (the oval, size md, in the primary colour) centred in the page, drawn by
 * page-loader.css: Mantine's Loader brings its bars and dots with it, code every first visit
 * downloaded for this fallback that the landing page never shows (bench/README.md).
 */
export function PageLoader() {
  const { t } = useLingui()
  return (
    <div className="page-loader" role="status" aria-label={t`Loading`}>
      <span />
    </div>
  )
}
