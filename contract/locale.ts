// The language field of the contract's schemas. The languages themselves, and how a browser's choice
// reads, are contract/locales.ts (zod-free, for the app's shell), re-exported here.
import { z } from 'zod'
import { LOCALES } from './locales'

export * from './locales'

export const localeSchema = z.enum(LOCALES, { error: 'Choose English or Hindi.' })
