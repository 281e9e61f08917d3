/**
 * Whether two spellings name the same person, as KYC checks compare a legal name with the name a PAN
 * or a bank account is registered to: case, punctuation, spacing and word order aside, and a middle
 * name or initial present on one side only.
 */
export function namesMatch(given: string, registered: string): boolean {
  const words = (name: string) =>
    name
      .toUpperCase()
      .replace(/[^A-Z ]/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
  const a = words(given)
  const b = words(registered)
  if (a.length === 0 || b.length === 0) return false
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a]
  const full = (list: string[]) => list.filter((word) => word.length > 1)
  // Every full word of the shorter name is in the longer one; initials match a word's first letter.
  return (
    full(shorter).length > 0 &&
    shorter.every((word) =>
      word.length === 1 ? longer.some((other) => other.startsWith(word)) : longer.includes(word),
    )
  )
}
