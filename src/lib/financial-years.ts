import { financialYearLabel, financialYearStart } from '../../contract/tax-rules'

/** How many financial years a year select offers: the current one and those before it. */
const YEARS_OFFERED = 4

/** A financial-year select's options, newest first: value '2026', label '2026-27'. */
export function financialYearOptions(now = new Date()): { value: string; label: string }[] {
  const current = financialYearStart(now)
  return Array.from({ length: YEARS_OFFERED }, (_, back) => ({
    value: String(current - back),
    label: financialYearLabel(current - back),
  }))
}
