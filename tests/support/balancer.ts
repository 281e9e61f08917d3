import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './ports'

// HAProxy from Debian's packages in front of several Cardcast instances, configured as
// docs/instances.md recommends: round robin, health checks on /healthz, connection failures
// redispatched to another instance, long-lived overlay streams left open.

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy'

export interface Balancer {
  url: string
  child: ChildProcess
  output: () => string
  close(): Promise<void>
}

/** The configuration docs/instances.md shows, for instances on these loopback ports. */
export function haproxyConfig(listenPort: number, instancePorts: number[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  # A refused connection (an instance that died) is tried on another instance; a request the
  # instance may have received is never sent twice (HAProxy's default retry-on conn-failure).
  option redispatch
  retries 3
  timeout connect 1s
  timeout http-request 10s
  timeout queue 5s
  # A check may take 2 s: on a busy machine a slow /healthz would otherwise mark a live instance down
  # (the check's timeout defaults to 'inter'). A dead one refuses the check at once.
  timeout check 2s
  # Overlay streams stay open for hours; the server writes a heartbeat every 15 s.
  timeout client 5m
  timeout server 5m

frontend cardcast
  bind 127.0.0.1:${listenPort}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /healthz
  default-server check inter 500ms fall 2 rise 1
${instancePorts.map((port, index) => `  server instance${index + 1} 127.0.0.1:${port}`).join('\n')}
`
}

/**
 * HAProxy in the foreground on `port` (a free loopback port by default), in front of `instancePorts`;
 * resolves once it answers /healthz through an instance. Throws, saying how to install it, where
 * HAProxy is missing.
 */
export async function startBalancer(instancePorts: number[], port?: number): Promise<Balancer> {
  if (!existsSync(HAPROXY)) {
    throw new Error(`HAProxy is not at ${HAPROXY}: node scripts/ensure-debian-packages.mjs haproxy`)
  }
  port ??= await freePort()
  const folder = mkdtempSync(join(tmpdir(), 'cardcast-haproxy-'))
  const configFile = join(folder, 'haproxy.cfg')
  writeFileSync(configFile, haproxyConfig(port, instancePorts))
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const url = `http://127.0.0.1:${port}`
  const balancer: Balancer = {
    url,
    child,
    output: () => output,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(folder, { recursive: true, force: true })
    },
  }
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const answer = await fetch(`${url}/healthz`).catch(() => undefined)
    if (answer?.status === 200) return balancer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await balancer.close()
  throw new Error(`HAProxy did not start:\n${output}`)
}
