import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import { PRODUCT_NAME } from '../../../contract/constants'
import { formatDateTime } from '../../../contract/dates'
import {
  GRIEVANCE_APPEAL_DAYS,
  GRIEVANCE_APPELLATE_URL,
  GRIEVANCE_MAX_PER_EMAIL_PER_HOUR,
  GRIEVANCE_RESOLVE_HOURS,
  GRIEVANCE_TICKET_PREFIX,
  type Grievance,
  type GrievanceOfficer,
  grievanceAboutLabels,
  grievanceMessages,
  type grievanceRequestSchema,
} from '../../../contract/grievances'
import type { Locale } from '../../../contract/locale'
import { paths } from '../../../contract/paths'
import { documentSerial, financialYearStart } from '../../../contract/tax-rules'
import { translateMessage } from '../../../contract/translate'
import type { AppServices } from '../../app-services'
import { newId } from '../../db/ids'
import type { GrievanceRow } from '../../db/schema-grievances'
import { RefusalError } from '../../errors'
import { MailRefusedError, mailDate, mailGreeting } from '../mail'
import { createDocumentSerialsRepository, loadBusiness } from '../money'
import { createGrievancesRepository, grievanceEmailKey } from './grievances-repository'

type Services = Pick<AppServices, 'db' | 'clock' | 'config' | 'mailer' | 'grievances'>
export type GrievanceInput = z.output<typeof grievanceRequestSchema>

const HOUR_MS = 60 * 60_000
/** The document_serials series of the ticket numbers (one counter per financial year). */
const TICKET_SERIES = 'grievance'

/** Header values are one line: a pasted line break must not start a new header. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ')

export const toGrievance = (row: GrievanceRow): Grievance => ({
  id: row.id,
  ticket: row.ticket,
  name: row.name,
  email: row.email,
  about: row.about,
  complaint: row.complaint,
  link: row.link,
  createdAt: row.created_at,
  dueAt: row.due_at,
  answer: row.answer,
  answeredAt: row.answered_at,
  overdueMailedAt: row.overdue_mailed_at,
})

/**
 * The grievance officer as /grievance names them (Settings → Business): an empty address is the
 * business address, an empty mail ADMIN_EMAIL, so the page always says where to write.
 */
export async function grievanceOfficer(app: Pick<AppServices, 'db' | 'config'>): Promise<GrievanceOfficer> {
  const business = await loadBusiness(app.db)
  return {
    name: business.grievanceOfficerName,
    address: business.grievanceOfficerAddress || business.address,
    email: business.grievanceOfficerEmail || app.config.adminEmail || '',
  }
}

/** The complainant's mails, in each language. */
const GRIEVANCE_MAIL: Record<
  Locale,
  {
    appeal: string
    about: (about: GrievanceRow['about']) => string
    received: {
      subject: (ticket: string) => string
      lines: (filed: string, ticket: string) => string
      about: string
      link: string
      answerBy: (officer: string | undefined, due: string) => string
      quote: (ticket: string, email: string | undefined) => string
    }
    answered: {
      subject: (ticket: string) => string
      intro: (ticket: string, filed: string, about: string) => string
    }
  }
> = {
  'en-IN': {
    appeal: `If you are not satisfied with the answer, you may appeal to the Grievance Appellate Committee within ${GRIEVANCE_APPEAL_DAYS} days of it: ${GRIEVANCE_APPELLATE_URL}`,
    about: (about) => grievanceAboutLabels[about],
    received: {
      subject: (ticket) => `${PRODUCT_NAME}: your complaint ${ticket} is received`,
      lines: (filed, ticket) => `We received your complaint on ${filed}. Your ticket number is ${ticket}.`,
      about: 'About',
      link: 'Link',
      answerBy: (officer, due) =>
        `${officer ? `Our grievance officer, ${officer},` : 'Our grievance officer'} will answer by ${due}.`,
      quote: (ticket, email) => `Quote ${ticket} when you write to us${email ? ` at ${email}` : ''}.`,
    },
    answered: {
      subject: (ticket) => `${PRODUCT_NAME}: the answer to your complaint ${ticket}`,
      intro: (ticket, filed, about) =>
        `This is our answer to your complaint ${ticket} of ${filed} (${about}):`,
    },
  },
  'hi-IN': {
    appeal: `अगर आप जवाब से संतुष्ट नहीं हैं, तो आप उसके ${GRIEVANCE_APPEAL_DAYS} दिनों के अंदर शिकायत अपील समिति (Grievance Appellate Committee) में अपील कर सकते हैं: ${GRIEVANCE_APPELLATE_URL}`,
    about: (about) => translateMessage(grievanceAboutLabels[about], 'hi-IN'),
    received: {
      subject: (ticket) => `${PRODUCT_NAME}: आपकी शिकायत ${ticket} मिल गई है`,
      lines: (filed, ticket) => `हमें आपकी शिकायत ${filed} को मिली। आपका टिकट नंबर ${ticket} है।`,
      about: 'विषय',
      link: 'लिंक',
      answerBy: (officer, due) =>
        `${officer ? `हमारे शिकायत अधिकारी, ${officer},` : 'हमारे शिकायत अधिकारी'} ${due} तक जवाब देंगे।`,
      quote: (ticket, email) => `हमें${email ? ` ${email} पर` : ''} लिखते समय ${ticket} का ज़िक्र करें।`,
    },
    answered: {
      subject: (ticket) => `${PRODUCT_NAME}: आपकी शिकायत ${ticket} का जवाब`,
      intro: (ticket, filed, about) => `${filed} की आपकी शिकायत ${ticket} (${about}) का हमारा जवाब यह है:`,
    },
  },
}

/**
 * Files a complaint: its ticket number is the next of the financial year's series, taken in the same
 * transaction as the row, so two complaints never share a number and one refused takes its number
 * back (the series runs without gaps). The per-address count is read after the counter's row is
 * locked (PostgreSQL; SQLite writes one at a time), so parallel complaints cannot slip past it.
 */
export async function fileGrievance(app: Services, input: GrievanceInput, ip: string | null, locale: Locale) {
  const now = app.clock.now()
  const fyStart = financialYearStart(now)
  const row = await app.db.transaction().execute(async (trx) => {
    const sequence = await createDocumentSerialsRepository(trx).next(TICKET_SERIES, fyStart)
    const grievances = createGrievancesRepository(trx)
    const since = new Date(now.getTime() - HOUR_MS).toISOString()
    if ((await grievances.countFromSince(input.email, since)) >= GRIEVANCE_MAX_PER_EMAIL_PER_HOUR) {
      throw new RefusalError(429, grievanceMessages.tooManyFromEmail)
    }
    const filed: GrievanceRow = {
      id: newId(),
      ticket: documentSerial(GRIEVANCE_TICKET_PREFIX, fyStart, sequence),
      name: input.name,
      email: input.email,
      email_key: grievanceEmailKey(input.email),
      about: input.about,
      complaint: input.complaint,
      link: input.link ?? null,
      ip,
      created_at: now.toISOString(),
      due_at: new Date(now.getTime() + GRIEVANCE_RESOLVE_HOURS[input.about] * HOUR_MS).toISOString(),
      answer: null,
      answered_at: null,
      answered_by: null,
      overdue_mailed_at: null,
      locale,
    }
    await grievances.create(filed)
    return filed
  })
  return row
}

/** The acknowledgement, sent at once: the ticket, what was received, and when it will be answered. */
export async function acknowledge(app: Services, row: GrievanceRow, log: FastifyBaseLogger) {
  const officer = await grievanceOfficer(app)
  const words = GRIEVANCE_MAIL[row.locale]
  const text = [
    mailGreeting(row.locale, oneLine(row.name)),
    '',
    words.received.lines(mailDate(formatDateTime(row.created_at), row.locale), row.ticket),
    '',
    `${words.received.about}: ${words.about(row.about)}`,
    ...(row.link ? [`${words.received.link}: ${row.link}`] : []),
    '',
    row.complaint,
    '',
    words.received.answerBy(
      officer.name ? oneLine(officer.name) : undefined,
      mailDate(formatDateTime(row.due_at), row.locale),
    ),
    words.received.quote(row.ticket, officer.email || undefined),
    '',
    words.appeal,
  ].join('\n')
  await sendOrLog(
    app,
    {
      to: row.email,
      category: 'notice',
      ...(officer.email ? { replyTo: officer.email } : {}),
      subject: words.received.subject(row.ticket),
      text,
    },
    log,
    row,
  )
}

/** Records the administrator's answer and mails it to the complainant; false when answered already. */
export async function answerGrievance(
  app: Services,
  row: GrievanceRow,
  answer: { text: string; adminId: string },
  log: FastifyBaseLogger,
): Promise<boolean> {
  const at = app.clock.now().toISOString()
  if (!(await app.grievances.answer(row.id, { ...answer, at }))) return false
  const officer = await grievanceOfficer(app)
  await sendOrLog(
    app,
    {
      to: row.email,
      category: 'notice',
      ...(officer.email ? { replyTo: officer.email } : {}),
      subject: GRIEVANCE_MAIL[row.locale].answered.subject(row.ticket),
      text: [
        mailGreeting(row.locale, oneLine(row.name)),
        '',
        GRIEVANCE_MAIL[row.locale].answered.intro(
          row.ticket,
          mailDate(formatDateTime(row.created_at), row.locale),
          GRIEVANCE_MAIL[row.locale].about(row.about),
        ),
        '',
        answer.text,
        '',
        GRIEVANCE_MAIL[row.locale].appeal,
      ].join('\n'),
    },
    log,
    row,
  )
  return true
}

/**
 * Mails every administrator once about each open complaint past its due date. Each ticket is claimed
 * before its mail goes, so two instances never both send it; a mail the limits refuse gives the
 * claim back for the next pass. Run by the background work (server/plugins/background-work.ts).
 */
export async function mailOverdueGrievances(app: Services, log: FastifyBaseLogger): Promise<number> {
  const now = app.clock.now().toISOString()
  const overdue = await app.grievances.overdueUntold(now)
  if (overdue.length === 0) return 0
  const admins = await app.grievances.adminEmails()
  let told = 0
  for (const row of overdue) {
    if (!(await app.grievances.claimOverdueNotice(row.id, now))) continue
    try {
      for (const to of admins) {
        await app.mailer.send({
          to,
          category: 'admin',
          subject: `${PRODUCT_NAME}: grievance ${row.ticket} is overdue`,
          text: [
            `The complaint ${row.ticket} was due on ${formatDateTime(row.due_at)} and has no answer yet.`,
            '',
            `Filed: ${formatDateTime(row.created_at)} by ${oneLine(row.name)} <${row.email}>`,
            `About: ${grievanceAboutLabels[row.about]}`,
            '',
            `Answer it in the Grievances queue: ${app.config.publicUrl}${paths.admin.grievances}`,
          ].join('\n'),
        })
      }
      told++
    } catch (error) {
      if (!(error instanceof MailRefusedError)) throw error
      await app.grievances.releaseOverdueNotice(row.id)
      log.warn({ err: error, grievance: row.ticket }, 'overdue grievance notice refused; tried again later')
    }
  }
  return told
}

async function sendOrLog(
  app: Services,
  mail: Parameters<AppServices['mailer']['send']>[0],
  log: FastifyBaseLogger,
  row: GrievanceRow,
) {
  try {
    await app.mailer.send(mail)
  } catch (error) {
    // The complaint is stored and its ticket shown on the page: a mail the hourly limits refuse is
    // logged, not a failure of the complaint.
    if (!(error instanceof MailRefusedError)) throw error
    log.warn({ err: error, grievance: row.ticket }, 'grievance mail refused by the mail limits')
  }
}
