import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  from: string
  raw: string
  /** Headers and body with quoted-printable soft breaks undone: good enough to search in. */
  text: string
  subject: string
  receivedAt: number
}

/** A real SMTP server in the test process: the app sends through it, the test reads what arrived. */
export async function startSmtpCatcher() {
  const mails: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          text,
          subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '',
          receivedAt: Date.now(),
        })
        for (const wake of waiters) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port

  /** Waits for the n-th (default: next unseen) mail to `to` that matches. */
  async function waitForMail(
    to: string,
    options: { since?: number; timeoutMs?: number; subject?: RegExp } = {},
  ) {
    const since = options.since ?? 0
    const deadline = Date.now() + (options.timeoutMs ?? 10_000)
    const match = () =>
      mails.find(
        (m) =>
          m.to.includes(to.toLowerCase()) &&
          m.receivedAt >= since &&
          (!options.subject || options.subject.test(m.subject)),
      )
    for (;;) {
      const found = match()
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no mail to ${to} arrived in time`)
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake)
          resolve()
        }
        waiters.add(wake)
        setTimeout(wake, Math.min(left, 200))
      })
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    /** The six-digit code of the newest mail to `to` received at or after `since`. */
    async otpFor(to: string, since = 0): Promise<string> {
      const mail = await waitForMail(to, { since })
      const newest =
        mails.filter((m) => m.to.includes(to.toLowerCase()) && m.receivedAt >= since).at(-1) ?? mail
      const code = /\b(\d{6})\b/.exec(
        newest.text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1]
      if (!code) throw new Error(`no OTP in the mail to ${to}`)
      return code
    },
    countTo: (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>
