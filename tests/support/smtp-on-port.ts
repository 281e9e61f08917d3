import { SMTPServer } from 'smtp-server'

// A real SMTP server on a port chosen before it starts, for the fault tests: the app is configured
// with the port while nothing listens there (SMTP down), then the server starts on it (SMTP back).

export interface CaughtMail {
  to: string[]
  /** The Message-ID header: one per outbox row, so a mail sent twice shows twice. */
  messageId: string
  subject: string
  /** The body with quoted-printable soft breaks undone. */
  text: string
}

export interface SmtpOnPort {
  mails: CaughtMail[]
  /** Mails to `to` (case-insensitive). */
  to(address: string): CaughtMail[]
  close(): Promise<void>
}

export async function startSmtpOnPort(port: number): Promise<SmtpOnPort> {
  const mails: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: /^Message-ID: (.*)$/im.exec(text)?.[1]?.trim() ?? '',
          subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '',
          text,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    mails,
    to: (address) => mails.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The six-digit code in a mail's body (after the headers). */
export function codeIn(mail: CaughtMail): string | undefined {
  const body = mail.text
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n')
  return /\b(\d{6})\b/.exec(body)?.[1]
}
