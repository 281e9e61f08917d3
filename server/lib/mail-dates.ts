import { format } from 'date-fns'

/** A date as the subscription mails and messages write it: '29 Dec 2026'. */
export const dayOf = (iso: string) => format(new Date(iso), 'd MMM yyyy')

// Times in mail are India's (IST), wherever the server runs: the viewers are in India.
const IST = 'Asia/Kolkata'
const istClock = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})
const istDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** The time of day in India: '10:02 pm'. */
export const istTimeOf = (iso: string) => istClock.format(new Date(iso))

/** The moment as India reads it: '6 Dec 2026, 10:02 pm IST'. */
export const istMomentOf = (iso: string) => `${istDateTime.format(new Date(iso))} IST`
