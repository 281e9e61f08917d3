// Money travels as rupees and is stored as integer paise. One formatter for every
// screen and message: whole amounts show no decimals (₹49), others show the paise (₹49.50).
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** `alwaysPaise` writes ₹25.00, as records of a payment do. */
export function formatRupees(rupees: number, { alwaysPaise = false } = {}): string {
  return `₹${Number.isInteger(rupees) && !alwaysPaise ? whole.format(rupees) : withPaise.format(rupees)}`
}

export const isFree = (rupees: number) => rupees === 0

/** PostgreSQL hands big integers back as strings, hence Number(). */
export const paiseToRupees = (paise: number | string) => Number(paise) / 100
export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100)
