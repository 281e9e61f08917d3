// Prices travel as rupees (spec section 9: INR, shown in rupees); whole amounts show no decimals.
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function formatRupees(price: number): string {
  return `₹${Number.isInteger(price) ? whole.format(price) : withPaise.format(price)}`
}

export const isFree = (price: number) => price === 0
