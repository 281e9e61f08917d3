// What the databases themselves can write on this machine, in the same run, to hold Cardcast's write
// rate against: pgbench's simple-update run (`pgbench -N`, 20 clients) on a scratch database of the
// PostgreSQL the load used, and a bare better-sqlite3 loop of one-row transactions with the app's
// durability (WAL, SQLite's default synchronous). Where pgbench is missing, that figure is skipped
// with a notice.
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'

const PGBENCH_SECONDS = 10
const SQLITE_SECONDS = 3

/** Write transactions per second of `pgbench -N -c 20` against a scratch database; undefined without pgbench. */
export async function pgbenchWritesPerSecond(databaseUrl: string): Promise<number | undefined> {
  if (spawnSync('pgbench', ['--version']).status !== 0) {
    console.warn('notice: pgbench is not installed; the PostgreSQL write ratio is skipped')
    return undefined
  }
  const name = `bench_pgbench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(databaseUrl)
    url.pathname = `/${name}`
    execFileSync('pgbench', ['-i', '-q', '-s', '1', url.toString()], { stdio: 'ignore' })
    const out = execFileSync(
      'pgbench',
      ['-N', '-c', '20', '-j', '2', '-T', String(PGBENCH_SECONDS), url.toString()],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    )
    const tps = /tps = ([\d.]+)/.exec(out)?.[1]
    return tps ? Math.round(Number(tps)) : undefined
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {})
    await admin.end()
  }
}

/** One-row insert transactions per second of a bare better-sqlite3 loop, as durable as the app's. */
export function sqliteWritesPerSecond(): number {
  const dir = mkdtempSync(join(tmpdir(), 'cardcast-sqlite-limit-'))
  const db = new Database(join(dir, 'limit.db'))
  try {
    db.pragma('journal_mode = WAL')
    db.exec('create table t (id integer primary key, v text not null)')
    const insert = db.prepare('insert into t (v) values (?)')
    const until = Date.now() + SQLITE_SECONDS * 1000
    let n = 0
    while (Date.now() < until) {
      insert.run('a row of about the size of a purchase, written in a transaction of its own')
      n += 1
    }
    return Math.round(n / SQLITE_SECONDS)
  } finally {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
