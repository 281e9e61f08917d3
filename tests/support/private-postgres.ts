import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './ports'

// A PostgreSQL server of the test's own, in a temp folder on a free port, for the tests that stop and
// start it under a running Cardcast: the shared one at 127.0.0.1:5432 serves other test files at the
// same time and is never touched. initdb refuses to run as root, so as root it runs as the `postgres`
// user (runuser), which then owns the folder.

const run = promisify(execFile)

/** Where initdb and pg_ctl are: /usr/local/bin, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string | undefined {
  const candidates = ['/usr/local/bin']
  const versions = '/usr/lib/postgresql'
  if (existsSync(versions)) {
    const found = readdirSync(versions)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
    candidates.push(...found.map((version) => join(versions, version, 'bin')))
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')))
}

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication). */
  url: string
  port: number
  /** Stops the server (fast: open sessions are ended, as in a restart or a failover). */
  stop(): Promise<void>
  /** Starts it again on the same port and data. */
  start(): Promise<void>
  /** Stops it if running and deletes its folder. */
  destroy(): Promise<void>
}

function asOwner(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] }
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid }
}

export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const owner = asOwner()
  const root = mkdtempSync(join(tmpdir(), 'cardcast-pg-'))
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(root, owner.uid, owner.gid)
  const data = join(root, 'data')
  const logFile = join(root, 'server.log')
  const port = await freePort()
  const exec = async (command: string, args: string[]) => {
    const [file, ...rest] = [...owner.prefix, join(binDir, command), ...args]
    try {
      await run(file as string, rest, { timeout: 60_000 })
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : ''
      throw new Error(`${command} failed: ${String(error)}\n${log}`)
    }
  }
  // Durability is not what these tests are about: no fsync keeps start and stop quick.
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  let running = false
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await exec('pg_ctl', ['-D', data, '-o', serverOptions, '-l', logFile, '-w', '-t', '60', 'start'])
      running = true
    },
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'])
      running = false
    },
    async destroy() {
      if (running) await server.stop().catch(() => {})
      rmSync(root, { recursive: true, force: true })
    },
  }
  await server.start()
  return server
}
