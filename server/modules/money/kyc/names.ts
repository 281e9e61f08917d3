/** A name's words as KYC compares them: letters only (accents and case folded), in order. */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
}

/** Whether `inner` is `outer` with some words left out, the rest in the same order. */
function isSubsequence(inner: readonly string[], outer: readonly string[]): boolean {
  let at = 0
  for (const word of outer) if (word === inner[at]) at++
  return at === inner.length
}

/**
 * Whether two spellings name the same person, as KYC compares a legal name or an account holder with
 * the name a PAN is registered to: equal after folding case, accents, punctuation and spacing, each of
 * at least two words, the same first and last word in the same order, and only middle names missing
 * on one side ('Ravi Sharma' is 'RAVI KUMAR SHARMA'). A name that adds another person's words ('Ravi
 * Kumar Sharma Anil Gupta'), one word alone ('Kumar'), initials or another order do not match.
 */
export function namesMatch(given: string, registered: string): boolean {
  const a = words(given)
  const b = words(registered)
  if (a.length < 2 || b.length < 2) return false
  if (a[0] !== b[0] || a.at(-1) !== b.at(-1)) return false
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a]
  return isSubsequence(shorter.slice(1, -1), longer.slice(1, -1))
}
