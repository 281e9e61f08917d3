// Lets code outside React (the API client) navigate with the app's router. The router registers
// itself at start-up; before that a full page load is the fallback.
type Navigate = (to: string) => void

let navigate: Navigate = (to) => window.location.assign(to)

export function registerNavigator(fn: Navigate): void {
  navigate = fn
}

export function navigateTo(to: string): void {
  navigate(to)
}
