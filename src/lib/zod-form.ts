// Mantine form validation by a zod schema, keeping the FIRST issue of each field (the order of the
// spec's validation table), where a generic zod resolver would keep the last one. The contract words
// its messages in English; they show in the app's language (contract/translate.ts).
import type { z } from 'zod'
import { firstErrorByField } from '../../contract/fields'
import { translateMessage } from '../../contract/translate'
import { currentLocale } from './i18n'

export function zodValidate<Values>(schema: z.ZodType) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values)
    if (result.success) return {}
    const locale = currentLocale()
    return Object.fromEntries(
      Object.entries(firstErrorByField(result.error)).map(([field, message]) => [
        field,
        translateMessage(message, locale),
      ]),
    )
  }
}
