// Mantine form validation by a zod schema, keeping the FIRST issue of each field (the order of the
// spec's validation table), where a generic zod resolver would keep the last one.
import type { z } from 'zod'
import { firstErrorByField } from '../../contract/fields'

export function zodValidate<Values>(schema: z.ZodType) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values)
    return result.success ? {} : firstErrorByField(result.error)
  }
}
