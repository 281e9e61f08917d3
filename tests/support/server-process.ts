import { type ChildProcess, spawn } from 'node:child_process'
import type { TestDatabase } from './databases'
import { TEST_JWT_SECRET } from './test-server'

// The real entry point in a child process, for the tests that need the product as it is started, or
// a second process beside the server of useTestServer.

export interface ServerProcess {
  child: ChildProcess
  /** Everything the process printed so far, stdout and stderr. */
  output: () => string
}

/**
 * Runs the compiled server, dist-node/server.js, with `env` over this process's environment and waits
 * until it says it is running; a process that does not within 30 s is killed and the error shows its
 * output. The API tests' global set-up compiles it from this checkout's sources first.
 */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  // What `npm run serve` runs, without npm in between, so that a signal reaches the server itself.
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-node/server.js'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (output.includes('Cardcast is running')) return { child, output: () => output }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not start:\n${output}`)
}

/** SIGTERM, as a process manager stops it; SIGKILL if it has not exited 10 s later. */
export async function stopServerProcess(started: ServerProcess): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return
  const exited = new Promise((resolve) => started.child.once('exit', resolve))
  started.child.kill('SIGTERM')
  const timer = setTimeout(() => started.child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/**
 * What a server process over a test database needs: `port`, mail to the log, no rate limits, the
 * tests' signing key; `env` adds to it or overrides it (a balancer's PUBLIC_URL, TRUST_PROXY).
 */
export const serverProcessEnv = (database: TestDatabase, port: number, env: Record<string, string> = {}) => ({
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: database.dataDir,
  DATABASE_URL: database.databaseUrl ?? '',
  DATABASE_SCHEMA: database.schema,
  JWT_SECRET: TEST_JWT_SECRET,
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  SEED_DEMO: '0',
  RATE_LIMIT: '0',
  SMTP_URL: '',
  ...env,
})
