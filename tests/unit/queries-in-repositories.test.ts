import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every statement the server sends is built in a repository (`*-repository.ts`) or in server/db/
// (docs/architecture.md): services hold the rules and hand a transaction to repositories.

const QUERY_BUILDER =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`/

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : []
  })
}

describe('the server', () => {
  it('builds queries only in repositories and server/db/', () => {
    const outside = filesUnder('server')
      .filter((file) => !file.startsWith(join('server', 'db')) && !file.endsWith('-repository.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            QUERY_BUILDER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      )
    expect(outside).toEqual([])
  })
})
