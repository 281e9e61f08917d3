import { format } from 'date-fns'

/** A date as the subscription mails and messages write it: '29 Dec 2026'. */
export const dayOf = (iso: string) => format(new Date(iso), 'd MMM yyyy')
