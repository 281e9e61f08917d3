import { type RawBuilder, sql } from 'kysely'

/**
 * `column` contains `needle`, ignoring case: `lower(column) LIKE '%needle%'`, with the needle's own
 * `%`, `_` and `!` taken literally. The same SQL on both dialects; PostgreSQL folds the case of any
 * script, SQLite's lower() of ASCII letters only (the needle is folded here, in full).
 */
export function containsText(column: string, needle: string): RawBuilder<boolean> {
  return lowerLike(column, `%${escapeLike(needle)}%`)
}

/** `column` starts with `prefix`, ignoring case, the prefix's own `%`, `_` and `!` taken literally. */
export function startsWithText(column: string, prefix: string): RawBuilder<boolean> {
  return lowerLike(column, `${escapeLike(prefix)}%`)
}

const escapeLike = (text: string) => text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)

const lowerLike = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '!'`
