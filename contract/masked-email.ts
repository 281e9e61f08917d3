/**
 * Where a code went, said without spelling the address out on a shared screen: the first character of
 * the local part, then dots, then the domain ('m•••@test.in').
 */
export function maskEmail(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${address.slice(0, 1)}•••${address.slice(at)}`
}
