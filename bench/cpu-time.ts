// CPU time spent over a measured window by a load server's process and, on PostgreSQL, by the
// backends serving it: utime + stime from /proc/<pid>/stat (Linux, in clock ticks of 1/100 s), read
// before and after the window. The backends are found in pg_stat_activity by the application name the
// bench gives the server's connections, not by the database user, since other work on this machine may
// connect as the same user. A backend can end inside the window (a pool lets idle ones go), so they
// are read once a second too, and each counts what it used from when the window began (or from its
// start, when it began later) to its last reading.
import { readFileSync } from 'node:fs'
import pg from 'pg'

/** USER_HZ: the unit of utime and stime in /proc/<pid>/stat on Linux. */
const CLK_TCK = 100
const SAMPLE_MS = 1000

/** utime + stime of a process (all its threads), in seconds; undefined once it is gone. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name (field 2) may hold spaces and parentheses: count fields from after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Fields 14 and 15 of the whole line, 3 being the first after the name.
    return (Number(fields[14 - 3]) + Number(fields[15 - 3])) / CLK_TCK
  } catch {
    return undefined
  }
}

export interface CpuWindow {
  /** The server process's CPU seconds over the window. */
  serverSeconds: number
  /** Its PostgreSQL backends' CPU seconds over the window; null on SQLite. */
  databaseSeconds: number | null
}

/**
 * Starts the window now: `pid` is the server's process, `database` (PostgreSQL) the URL to read
 * pg_stat_activity through and the application name the server's connections carry.
 */
export async function startCpuWindow(
  pid: number,
  database?: { url: string; applicationName: string },
): Promise<{ stop(): Promise<CpuWindow> }> {
  const serverBefore = processCpuSeconds(pid) ?? 0
  let client: pg.Client | undefined
  /** Per backend: its CPU seconds when the window began (0 if it started later) and at its last reading. */
  const backends = new Map<number, { from: number; last: number }>()
  const readBackends = async (first: boolean) => {
    if (!client || !database) return
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [database.applicationName],
    )
    for (const { pid: backend } of rows) {
      const seconds = processCpuSeconds(backend)
      if (seconds === undefined) continue
      const known = backends.get(backend)
      if (known) known.last = seconds
      else backends.set(backend, { from: first ? seconds : 0, last: seconds })
    }
  }
  if (database) {
    client = new pg.Client({ connectionString: database.url })
    await client.connect()
    await readBackends(true)
  }
  let reading: Promise<void> = Promise.resolve()
  const timer = setInterval(() => {
    reading = reading.then(() => readBackends(false)).catch(() => {})
  }, SAMPLE_MS)
  return {
    async stop() {
      clearInterval(timer)
      const serverSeconds = (processCpuSeconds(pid) ?? serverBefore) - serverBefore
      await reading
      await readBackends(false)
      await client?.end()
      let databaseSeconds = 0
      for (const backend of backends.values()) databaseSeconds += backend.last - backend.from
      return {
        serverSeconds: Number(serverSeconds.toFixed(2)),
        databaseSeconds: database ? Number(databaseSeconds.toFixed(2)) : null,
      }
    },
  }
}

/** The URL with `application_name` set, so that the server's backends can be told apart. */
export function withApplicationName(url: string, name: string): string {
  const tagged = new URL(url)
  tagged.searchParams.set('application_name', name)
  return tagged.toString()
}
