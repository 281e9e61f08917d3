import { type Kysely, sql } from 'kysely'
import { skeletonOf } from '../../../contract/text-normaliser'

// The skeleton of a name now keeps the signs of the Indic scripts (vowel signs, virama, nukta) and no
// longer folds their letters to Latin look-alikes (contract/text-normaliser.ts): राहुल and रहल were one
// name and are two. The keys of names holding a letter of those scripts are worked out again. Keys only
// grow finer, so no two names come to share one; a name whose new key another name already holds keeps
// its old one all the same (as migrations 016 and 043 did), and a later rename is checked like any other.
const INDIC = /[\u0900-\u0d7f]/
const PAGE = 1000

export async function up(db: Kysely<unknown>): Promise<void> {
  let after = ''
  for (;;) {
    const page = await sql<{ id: string; username: string; username_key: string | null }>`
      select id, username, username_key from users where id > ${after} order by id limit ${PAGE}`.execute(db)
    for (const user of page.rows) {
      if (!INDIC.test(user.username)) continue
      const key = skeletonOf(user.username)
      if (key === user.username_key) continue
      const held = await sql<{ id: string }>`select id from users where username_key = ${key}`.execute(db)
      if (held.rows.length > 0) continue
      await sql`update users set username_key = ${key} where id = ${user.id}`.execute(db)
    }
    if (page.rows.length < PAGE) return
    after = page.rows.at(-1)?.id as string
  }
}

// The older keys are coarser and may collide, so they are not worked out again: a finer key still
// finds its own name.
export async function down(): Promise<void> {}
