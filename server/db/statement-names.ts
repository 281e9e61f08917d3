import { createHash } from 'node:crypto'
import type pg from 'pg'

// PostgreSQL plans an unnamed statement every time it runs it: for the larger statements of a flash
// (the line's read, a use) the planning cost more than the run (about 3 ms and 1 ms, measured with
// EXPLAIN ANALYZE on this machine). A named statement is parsed once per connection, and after five
// runs PostgreSQL keeps a generic plan when it costs no more than the custom ones. Only statements
// whose result columns cannot change with a migration are named (`prepared(…, { named: true })`): a
// named plan whose `*` gained a column fails with "cached plan must not change result type".

const names = new Map<string, string>()

/** Names `text` for every PostgreSQL connection of this process. */
export function nameStatement(text: string): void {
  if (!names.has(text)) names.set(text, `cc_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`)
}

/**
 * Sends the statements named by `nameStatement` as named (prepared) statements on this connection;
 * everything else as before. node-postgres parses a name once per connection and remembers it.
 */
export function sendNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((...args: unknown[]) => {
    const [text, values] = args
    const name = typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined
    return name === undefined ? query(...args) : query({ name, text, values })
  }) as typeof client.query
}
