import { type RawBuilder, sql } from 'kysely'

/**
 * `column` contains `needle`, ignoring case: `lower(column) LIKE '%needle%'`, with the needle's own
 * `%`, `_` and `!` taken literally. The same SQL on both dialects; PostgreSQL folds the case of any
 * script, SQLite's lower() of ASCII letters only (the needle is folded here, in full).
 */
export function containsText(column: string, needle: string): RawBuilder<boolean> {
  const pattern = `%${needle.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '!'`
}
