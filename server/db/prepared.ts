import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from 'kysely'
import { isPostgres } from './database'
import type { Database } from './schema'
import { nameStatement } from './statement-names'

// Kysely builds and compiles a statement on every call: for the larger statements of a flash (the
// line's read under the streamer's lock) that costs more JavaScript than the database spends running
// them (docs/reliability.md, 'The flash, counted'). A prepared statement is built once per dialect with
// a placeholder for each argument, and each call rebinds the compiled statement's parameters.

/** A stand-in value no caller passes: found again among the compiled parameters by identity of text. */
const placeholderOf = (name: string) => `\u0000prepared:${name}\u0000`

type Arguments = Record<string, string | number | null>

/**
 * `build` receives placeholders in place of the arguments and must pass each one through to the
 * statement unchanged, as a bound value (not inside `sql.lit`, JSON or string concatenation): the
 * first call of each dialect fails when a placeholder is bound nowhere. Every other bound value is a
 * constant of the statement.
 */
export function prepared<Args extends Arguments, Row>(
  names: readonly (keyof Args & string)[],
  build: (db: Kysely<Database>, args: { [K in keyof Args]: Args[K] }) => Compilable<Row>,
  options: {
    /**
     * PostgreSQL keeps its plan (server/db/statement-names.ts): only for a statement whose result
     * columns are all named (no `*`, no `returningAll`, or those wrapped in `to_json`).
     */
    named?: boolean
  } = {},
) {
  const byDialect = new Map<
    'sqlite' | 'postgres',
    { sql: string; slots: Array<string | { value: unknown }> }
  >()
  const placeholders = Object.fromEntries(names.map((name) => [name, placeholderOf(name)])) as {
    [K in keyof Args]: Args[K]
  }
  const compile = (db: Kysely<Database>) => {
    const dialect = isPostgres(db) ? 'postgres' : 'sqlite'
    const known = byDialect.get(dialect)
    if (known) return known
    const compiled = build(db, placeholders).compile()
    const seen = new Set<string>()
    const slots = compiled.parameters.map((value) => {
      const name = names.find((candidate) => value === placeholderOf(candidate))
      if (name === undefined) return { value }
      seen.add(name)
      return name
    })
    const unbound = names.filter((name) => !seen.has(name))
    if (unbound.length > 0) throw new Error(`prepared statement does not bind ${unbound.join(', ')}`)
    if (options.named && dialect === 'postgres') nameStatement(compiled.sql)
    const entry = { sql: compiled.sql, slots }
    byDialect.set(dialect, entry)
    return entry
  }
  return async (db: Kysely<Database>, args: Args): Promise<QueryResult<Row>> => {
    const { sql, slots } = compile(db)
    const parameters = slots.map((slot) => (typeof slot === 'string' ? args[slot] : slot.value))
    return db.executeQuery<Row>(CompiledQuery.raw(sql, parameters))
  }
}
