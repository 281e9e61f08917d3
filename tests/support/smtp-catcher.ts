import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  from: string
  /** The Message-ID header: one per outbox row, so a mail sent twice shows twice. */
  messageId: string
  raw: string
  /**
   * Headers and body, the body decoded (quoted-printable, or base64, which nodemailer picks for text
   * mostly outside ASCII, Hindi's): good enough to search in.
   */
  text: string
  subject: string
  receivedAt: number
}

/** The six-digit code in a mail's body (after the headers). */
export function codeIn(mail: ReceivedMail): string | undefined {
  const body = mail.text
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n')
  return /\b(\d{6})\b/.exec(body)?.[1]
}

/**
 * The message with its base64 body (a single text part, as the mailer sends) decoded to UTF-8;
 * undefined for any other body.
 */
function base64Decoded(raw: string): string | undefined {
  const split = /\r?\n\r?\n/.exec(raw)
  if (!split) return undefined
  const headers = raw.slice(0, split.index)
  if (!/^Content-Transfer-Encoding:\s*base64\s*$/im.test(headers)) return undefined
  const body = raw.slice(split.index + split[0].length).replace(/\s+/g, '')
  return `${headers}${split[0]}${Buffer.from(body, 'base64').toString('utf8')}`
}

/**
 * The Subject header as a mail program shows it: unfolded, its RFC 2047 encoded words ('=?UTF-8?Q?…?=',
 * which nodemailer writes for a subject with '₹') decoded.
 */
function subjectOf(raw: string): string {
  const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ')
  const value = /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? ''
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_word, _charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : Buffer.from(
              data
                .replaceAll('_', ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_hex, byte: string) =>
                  String.fromCharCode(Number.parseInt(byte, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    )
}

/**
 * A real SMTP server in the test process: the app sends through it, the test reads what arrived. On
 * any free port, or on `port`: the fault tests configure the app with a port while nothing listens
 * there (SMTP down), then start the server on it (SMTP back).
 */
export async function startSmtpCatcher({ port: wantedPort = 0 }: { port?: number } = {}) {
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
        const text =
          base64Decoded(raw) ??
          raw
            .replace(/=\r?\n/g, '')
            // A run of quoted-printable bytes is UTF-8: decoded together, '=E2=80=A2' is '•'.
            .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
              Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
            )
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          messageId: /^Message-ID: (.*)$/im.exec(text)?.[1]?.trim() ?? '',
          raw,
          text,
          subject: subjectOf(raw),
          receivedAt: Date.now(),
        })
        for (const wake of waiters) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(wantedPort, '127.0.0.1', resolve)
  })
  const port = (server.server.address() as AddressInfo).port

  /** Mails to `address` (case-insensitive). */
  const mailsTo = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()))

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
        mailsTo(to)
          .filter((m) => m.receivedAt >= since)
          .at(-1) ?? mail
      const code = codeIn(newest)
      if (!code) throw new Error(`no OTP in the mail to ${to}`)
      return code
    },
    to: mailsTo,
    countTo: (to: string) => mailsTo(to).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>
