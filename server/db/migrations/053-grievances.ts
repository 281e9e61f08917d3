import type { Kysely } from 'kysely'

// Grievances (server/modules/grievances, docs/privacy.md): every complaint filed at /grievance, its
// ticket number (a 'grievance' series of document_serials, per financial year), the date it is due,
// the administrator's answer and when the administrators were told it is overdue.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('grievances')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('ticket', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('about', 'text', (col) => col.notNull())
    .addColumn('complaint', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('overdue_mailed_at', 'text')
    .execute()
  // The per-address hourly count, and the overdue sweep's open tickets by due date.
  await db.schema
    .createIndex('grievances_email_created')
    .on('grievances')
    .columns(['email_key', 'created_at'])
    .execute()
  await db.schema
    .createIndex('grievances_open_due')
    .on('grievances')
    .columns(['answered_at', 'due_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('grievances').execute()
}
