import { afterAll, beforeAll, describe } from 'vitest'
import { availableDialects, type TestDialect } from './databases'
import { type Client, createClient } from './http'
import { startTestServer, type TestServer } from './test-server'

// The set-up every API test file shares, as Vitest hooks. (Kept apart from test-server.ts, which the
// Playwright tests import: Vitest and Playwright cannot both be loaded in one process.)

/** The dialects this run covers: SQLite, and PostgreSQL when reachable (see availableDialects). */
export const dialects = await availableDialects()

/** `describe.each` over the dialects this run covers; `%s` in `name` is the dialect. */
export function describeOnEachDialect(name: string, fn: (dialect: TestDialect) => void) {
  describe.each(dialects)(name, fn)
}

/** A describe block for PostgreSQL only (several instances on one database); skipped without it. */
export function describeOnPostgres(name: string, fn: () => void) {
  describe.runIf(dialects.includes('postgres'))(name, fn)
}

export interface TestAdmin {
  email: string
  password: string
  /** A session token from POST /auth/admin/login. */
  token: string
}

export interface TestServerOptions {
  /**
   * Configuration variables over the test defaults. A function is called when the server starts, for
   * values known only then (the port of a stand-in service started by an earlier beforeAll).
   */
  env?: Record<string, string> | (() => Record<string, string>)
  /** An administrator created at start (ADMIN_EMAIL, ADMIN_PASSWORD) and signed in: `admin.token`. */
  admin?: { email: string; password: string }
}

export interface TestServerHandle {
  /** The running server: `url`, `smtp`, `app`. */
  server: TestServer
  /** A JSON client for `server.url`. */
  client: Client
}

/**
 * Starts a server for the enclosing describe block (beforeAll) and closes it after (afterAll). The
 * objects returned are filled in by that beforeAll, so they can be destructured at once and used in
 * tests and in later hooks, but not while the block is collected. Hooks registered after this call
 * run after the server starts (beforeAll) and before it closes (afterAll).
 */
export function useTestServer(
  dialect: TestDialect,
  options?: Omit<TestServerOptions, 'admin'>,
): TestServerHandle
export function useTestServer(
  dialect: TestDialect,
  options: TestServerOptions & Required<Pick<TestServerOptions, 'admin'>>,
): TestServerHandle & { admin: TestAdmin }
export function useTestServer(dialect: TestDialect, options: TestServerOptions = {}) {
  const server = {} as TestServer
  const client = {} as Client
  const admin = {} as TestAdmin

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : { ...options.env }
    if (options.admin) {
      env.ADMIN_EMAIL = options.admin.email
      env.ADMIN_PASSWORD = options.admin.password
    }
    Object.assign(server, await startTestServer(dialect, env))
    Object.assign(client, createClient(server.url))
    if (options.admin) {
      const { email, password } = options.admin
      const login = await client.post<{ token: string }>('/auth/admin/login', { email, password })
      if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`)
      Object.assign(admin, { email, password, token: login.body.token })
    }
  })
  // A server that failed to start has nothing to close; the failure is the one to report.
  afterAll(() => server.close?.())

  return options.admin ? { server, client, admin } : { server, client }
}
