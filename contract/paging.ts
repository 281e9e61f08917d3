// Cursor (keyset) paging, shared by every list that grows (a viewer's cards, the admin tables): the
// query fields a paged call takes, the fields its answer adds, and the refusals. A cursor is opaque to
// clients: they pass back what an answer gave them. The server reads it (server/db/keyset.ts).
import { z } from 'zod'
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, type AdminPageSize, MAX_PAGE_SIZE } from './constants'

/** The longest cursor a call takes: the server's are far shorter. */
export const PAGE_CURSOR_MAX_LENGTH = 200

export const pagingMessages = {
  invalidCursor: 'Invalid page cursor.',
  invalidLimit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  invalidAdminLimit: `limit must be one of ${ADMIN_PAGE_SIZES.join(', ')}.`,
  cursorWithEnd: 'Give either cursor or from=end, not both.',
} as const

/** `limit`: how many rows, 1 to MAX_PAGE_SIZE (query strings are text, hence the coercion). */
export const pageLimitField = z.coerce
  .number({ error: pagingMessages.invalidLimit })
  .int(pagingMessages.invalidLimit)
  .min(1, pagingMessages.invalidLimit)
  .max(MAX_PAGE_SIZE, pagingMessages.invalidLimit)
  .meta({ description: `Rows per page, 1 to ${MAX_PAGE_SIZE}.` })

/** `cursor`: where the page starts, exactly as an earlier answer's `nextCursor` (or `prevCursor`) gave it. */
export const pageCursorField = z
  .string({ error: pagingMessages.invalidCursor })
  .min(1, pagingMessages.invalidCursor)
  .max(PAGE_CURSOR_MAX_LENGTH, pagingMessages.invalidCursor)
  .meta({
    description: 'Opaque: `nextCursor` (or `prevCursor`) of an earlier answer. Absent: the first page.',
  })

/** The query fragment of a paged list. */
export const pageQueryFields = {
  limit: pageLimitField.optional(),
  cursor: pageCursorField.optional(),
}
export const pageQuerySchema = z.object(pageQueryFields)
export type PageQuery = z.input<typeof pageQuerySchema>

/** `nextCursor`: the cursor of the page after this one; null on the last page. */
export const nextCursorField = z
  .string()
  .nullable()
  .meta({ description: 'Pass as `cursor` for the next page; null when this is the last page.' })

/** The admin tables take the spec's page sizes only (5, 10, 25, 50, 100; default 10). */
export const adminPageLimitField = z.coerce
  .number({ error: pagingMessages.invalidAdminLimit })
  .refine((size): size is AdminPageSize => (ADMIN_PAGE_SIZES as readonly number[]).includes(size), {
    error: pagingMessages.invalidAdminLimit,
  })
  .default(ADMIN_DEFAULT_PAGE_SIZE)
  .meta({
    description: `Rows per page: one of ${ADMIN_PAGE_SIZES.join(', ')}; ${ADMIN_DEFAULT_PAGE_SIZE} when absent.`,
  })

/**
 * The query fragment of an admin table: `limit`, `cursor`, and `from=end` for the last page, so that
 * the pager's 'Last' is one call however long the list (its `prevCursor` then leads backwards).
 */
export const adminPageQueryFields = {
  limit: adminPageLimitField,
  cursor: pageCursorField.optional(),
  from: z.enum(['start', 'end'], { error: "from must be 'start' or 'end'." }).optional().meta({
    description:
      "'end': the last page (the oldest rows: `total` mod `limit` of them, or `limit` when it divides). Not with `cursor`.",
  }),
}

type PagingPart = { cursor?: string; from?: 'start' | 'end' }

/** An admin table's query: its filters plus the paging fields; `cursor` and `from=end` exclude each other. */
export function adminListQuery<Shape extends z.ZodRawShape>(filters: Shape) {
  return z
    .object({ ...filters, ...adminPageQueryFields })
    .refine((query) => !((query as PagingPart).cursor && (query as PagingPart).from === 'end'), {
      error: pagingMessages.cursorWithEnd,
      path: ['from'],
    })
}

/** What an admin table's answer adds to its rows. */
export const adminPageResponseFields = {
  total: z.number().int().meta({ description: 'Rows matching the filters, on every page.' }),
  nextCursor: nextCursorField,
  prevCursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the page before this one; null on the first page.' }),
}
