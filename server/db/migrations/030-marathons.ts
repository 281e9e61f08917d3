import type { Kysely } from 'kysely'

// Marathons (docs/marathons.md): a streamer's countdown that purchases and free uses extend. `live` is
// 1 while a marathon runs or is paused and null once it ended, so the unique index allows one live
// marathon per streamer (nulls never collide, on either dialect). Each addition is one row, unique
// per cause (`source_key`, e.g. 'sale:<purchase id>') within its marathon: a purchase reported twice
// adds once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('marathons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('streamer_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('live', 'integer')
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('remaining_ms', 'integer')
    .addColumn('cap_at', 'text')
    .addColumn('seconds_per_rupee', 'integer', (col) => col.notNull())
    .addColumn('seconds_per_free_use', 'integer', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('marathons_one_live')
    .on('marathons')
    .columns(['streamer_id', 'live'])
    .unique()
    .execute()
  await db.schema
    .createIndex('marathons_running_end')
    .on('marathons')
    .columns(['status', 'ends_at'])
    .execute()
  await db.schema
    .createTable('marathon_additions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('marathon_id', 'text', (col) => col.notNull().references('marathons.id').onDelete('cascade'))
    .addColumn('source_key', 'text', (col) => col.notNull())
    .addColumn('cause', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name_on_stream', 'text')
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('seconds', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('marathon_additions_source')
    .on('marathon_additions')
    .columns(['marathon_id', 'source_key'])
    .unique()
    .execute()
  await db.schema
    .createIndex('marathon_additions_latest')
    .on('marathon_additions')
    .columns(['marathon_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('marathon_additions').execute()
  await db.schema.dropTable('marathons').execute()
}
