import { afterAll, beforeEach, expect, it } from 'vitest'
import {
  type Grievance,
  type GrievanceAnswerResponse,
  type GrievancesResponse,
  grievanceAboutLabels,
} from '../../../contract/grievances'
import { financialYearBounds, financialYearStart } from '../../../contract/tax-rules'
import { mailOverdueGrievances } from '../../../server/modules/grievances'
import { createUser, uniqueName } from '../../support/factories'
import { createClockFile } from '../../support/money'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const ADMIN = { email: 'grievance-admin@cardcast.test', password: 'admin-secret-1' }
const HOUR_MS = 3600_000

const complaint = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Viewer',
  email: `${uniqueName('asha')}@example.test`,
  about: 'card',
  complaint: 'The card "Sing a song" was bought but never shown on the stream.',
  ...overrides,
})

/** 'GRV-2627' for the financial year that `at` falls in. */
function ticketYear(at: Date) {
  const start = financialYearStart(at)
  return `GRV-${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`
}
const sequenceOf = (ticket: string) => Number(ticket.split('/')[1])

const stored = (server: TestServer, ticket: string) =>
  server.app.db.selectFrom('grievances').selectAll().where('ticket', '=', ticket).executeTakeFirstOrThrow()

describeOnEachDialect('grievances on %s', (dialect) => {
  const clock = createClockFile()
  const { server, client, admin } = useTestServer(dialect, {
    env: { CLOCK_OFFSET_FILE: clock.file },
    admin: ADMIN,
  })
  beforeEach(() => clock.set(0))
  afterAll(() => clock.remove())

  const file = (body: Record<string, unknown>) => client.post<{ ticket: string }>('/grievances', body)
  const queue = async () => {
    const response = await client.get<GrievancesResponse>('/auth/admin/grievances', { token: admin.token })
    expect(response.status).toBe(200)
    return response.body.grievances
  }
  const inQueue = async (ticket: string) => (await queue()).find((g) => g.ticket === ticket) as Grievance

  it('gives a ticket at once and mails the acknowledgement with it, due in 15 days', async () => {
    const body = { ...complaint(), link: 'https://cardcast.test/s/streamer1' }
    const since = Date.now()
    const filed = await file(body)
    expect(filed.status).toBe(201)
    expect(filed.body).toEqual({ ticket: expect.stringMatching(/^GRV-\d{4}\/\d{5}$/) })
    const { ticket } = filed.body
    expect(ticket.startsWith(`${ticketYear(new Date())}/`)).toBe(true)

    const mail = await server.smtp.waitForMail(body.email, { since })
    expect(mail.subject).toBe(`Cardcast: your complaint ${ticket} is received`)
    expect(mail.text).toContain(`Your ticket number is ${ticket}.`)
    expect(mail.text).toContain('About: A card')
    expect(mail.text).toContain(body.complaint)
    expect(mail.text).toContain('Grievance Appellate Committee')

    const row = await stored(server, ticket)
    expect(row).toMatchObject({
      name: body.name,
      email: body.email,
      about: 'card',
      link: body.link,
      answer: null,
    })
    expect(Date.parse(row.due_at) - Date.parse(row.created_at)).toBe(15 * 24 * HOUR_MS)
  })

  it('gives impersonation and intimate images 24 hours', async () => {
    const filed = await file(
      complaint({ about: 'impersonation', complaint: 'This streamer uses my photos.' }),
    )
    expect(filed.status).toBe(201)
    const grievance = await inQueue(filed.body.ticket)
    expect(grievance.about).toBe('impersonation')
    expect(Date.parse(grievance.dueAt) - Date.parse(grievance.createdAt)).toBe(24 * HOUR_MS)
    expect(grievanceAboutLabels.impersonation).toBe('It impersonates me / shares intimate images of me')
  })

  it('numbers tickets in order, without a repeat or a gap, under concurrent complaints', async () => {
    const first = await file(complaint())
    const tickets = await Promise.all(Array.from({ length: 12 }, () => file(complaint())))
    for (const response of tickets) expect(response.status).toBe(201)
    const numbers = tickets.map((response) => sequenceOf(response.body.ticket)).sort((a, b) => a - b)
    const start = sequenceOf(first.body.ticket)
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => start + 1 + i))
    expect(new Set(tickets.map((response) => response.body.ticket)).size).toBe(12)
  })

  it('starts the numbers again at 00001 in the next financial year', async () => {
    const nextYear = financialYearStart(new Date()) + 1
    const { from } = financialYearBounds(nextYear)
    clock.set(from.getTime() + HOUR_MS - Date.now())
    const filed = await file(complaint())
    expect(filed.status).toBe(201)
    expect(filed.body.ticket).toBe(`${ticketYear(from)}/00001`)
    expect((await file(complaint())).body.ticket).toBe(`${ticketYear(from)}/00002`)
  })

  it('takes 5 complaints an hour from one address, and a refused one uses no number', async () => {
    const email = `${uniqueName('many')}@example.test`
    const numbers: number[] = []
    for (let i = 0; i < 5; i++) {
      const filed = await file(complaint({ email: i % 2 ? email.toUpperCase() : email }))
      expect(filed.status, `complaint ${i + 1}`).toBe(201)
      numbers.push(sequenceOf(filed.body.ticket))
    }
    const refused = await file(complaint({ email }))
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      error: 'You have filed 5 complaints from this email in the last hour. Please try again later.',
    })
    const next = await file(complaint())
    expect(sequenceOf(next.body.ticket)).toBe((numbers.at(-1) ?? 0) + 1)
  })

  it('answers bad input with 400 and a clear message, filing nothing', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['no name', complaint({ name: '   ' }), 'Name is required.'],
      ['no email', complaint({ email: undefined }), 'Email is required.'],
      ['bad email', complaint({ email: 'not-an-email' }), 'Enter a valid email.'],
      ['no about', complaint({ about: undefined }), 'Choose what your complaint is about.'],
      ['unknown about', complaint({ about: 'weather' }), 'Choose what your complaint is about.'],
      ['empty complaint', complaint({ complaint: '  ' }), 'Describe your complaint.'],
      ['complaint a number', complaint({ complaint: 42 }), 'Must be text.'],
      ['too long', complaint({ complaint: 'x'.repeat(5001) }), 'Complaint must be at most 5,000 characters.'],
      [
        'a script link',
        complaint({ link: 'javascript:alert(1)' }),
        'Enter a link that starts with http:// or https://.',
      ],
      ['a NUL', complaint({ complaint: 'a\u0000b' }), 'Text must not contain NUL characters.'],
    ]
    const before = await server.app.db.selectFrom('grievances').select('id').execute()
    for (const [label, body, error] of cases) {
      const response = await file(body)
      expect(response.status, label).toBe(400)
      expect(response.body, label).toMatchObject({ error })
    }
    for (const body of [null, [], 'text']) {
      const response = await client.post('/grievances', body)
      expect(response.status).toBe(400)
    }
    expect((await client.call('POST', '/grievances', { rawBody: '{"name": ' })).status).toBe(400)
    const after = await server.app.db.selectFrom('grievances').select('id').execute()
    expect(after.length).toBe(before.length)
  })

  it('names the grievance officer of Settings → Business', async () => {
    const saved = await client.put(
      '/auth/admin/settings',
      {
        business: {
          address: '12 MG Road, Bengaluru 560001',
          grievanceOfficerName: 'Meera Iyer',
          grievanceOfficerEmail: 'grievance@cardcast.test',
          grievanceOfficerAddress: '',
        },
      },
      { token: admin.token },
    )
    expect(saved.status).toBe(200)
    const officer = await client.get('/grievances/officer')
    expect(officer.status).toBe(200)
    // An empty officer's address is the business address.
    expect(officer.body).toEqual({
      name: 'Meera Iyer',
      email: 'grievance@cardcast.test',
      address: '12 MG Road, Bengaluru 560001',
    })
    const body = complaint()
    const since = Date.now()
    await file(body)
    const mail = await server.smtp.waitForMail(body.email, { since })
    expect(mail.text).toContain('Our grievance officer, Meera Iyer, will answer by')
    expect(mail.text).toMatch(/^Reply-To: grievance@cardcast\.test/im)
  })

  it('lets an administrator answer within the due date; the complainant gets the answer by mail', async () => {
    const body = complaint({ about: 'payment', complaint: 'I was charged twice for one card.' })
    const { ticket } = (await file(body)).body
    const listed = await inQueue(ticket)
    expect(listed).toMatchObject({ about: 'payment', answer: null, answeredAt: null })

    const since = Date.now()
    const answered = await client.post<GrievanceAnswerResponse>(
      `/auth/admin/grievances/${listed.id}/answer`,
      { answer: 'We refunded the second charge; it reaches your account in 5-7 days.' },
      { token: admin.token },
    )
    expect(answered.status).toBe(200)
    expect(answered.body.message).toBe('Answer sent to the complainant.')
    const grievance = answered.body.grievance
    expect(grievance.answer).toBe('We refunded the second charge; it reaches your account in 5-7 days.')
    expect(Date.parse(grievance.answeredAt ?? '')).toBeLessThanOrEqual(Date.parse(grievance.dueAt))

    const mail = await server.smtp.waitForMail(body.email, { since, subject: /answer/ })
    expect(mail.subject).toBe(`Cardcast: the answer to your complaint ${ticket}`)
    expect(mail.text).toContain('We refunded the second charge')
    expect(mail.text).toContain('https://gac.gov.in')

    // Answered ones go below the open ones.
    const grievances = await queue()
    const firstAnswered = grievances.findIndex((g) => g.answeredAt !== null)
    expect(grievances.slice(firstAnswered).every((g) => g.answeredAt !== null)).toBe(true)
    const openDue = grievances.slice(0, firstAnswered).map((g) => g.dueAt)
    expect(openDue).toEqual([...openDue].sort())

    const again = await client.post(
      `/auth/admin/grievances/${listed.id}/answer`,
      { answer: 'Another answer' },
      { token: admin.token },
    )
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error: 'This grievance is answered already.' })
    const audit = await server.app.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('action', '=', `Answered grievance ${ticket}`)
      .execute()
    expect(audit).toHaveLength(1)
  })

  it('refuses an empty answer, an unknown ticket, and anyone but an administrator', async () => {
    const { ticket } = (await file(complaint())).body
    const { id } = await inQueue(ticket)
    const empty = await client.post(
      `/auth/admin/grievances/${id}/answer`,
      { answer: ' ' },
      { token: admin.token },
    )
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ error: 'Write an answer of 1 to 5000 characters.' })
    const unknown = await client.post(
      '/auth/admin/grievances/000000000000000000000000/answer',
      { answer: 'Done.' },
      { token: admin.token },
    )
    expect(unknown.status).toBe(404)

    const viewer = await createUser(server)
    for (const token of [undefined, viewer.token]) {
      expect((await client.get('/auth/admin/grievances', { token })).status).toBe(401)
      const answer = await client.post(`/auth/admin/grievances/${id}/answer`, { answer: 'Mine.' }, { token })
      expect(answer.status).toBe(401)
    }
    expect((await stored(server, ticket)).answer).toBeNull()
  })

  it('mails the administrators once about each open ticket past its due date', async () => {
    const late = (await file(complaint({ about: 'impersonation', complaint: 'A fake account of me.' }))).body
    const answered = (await file(complaint())).body
    const onTime = (await file(complaint())).body
    const answeredId = (await inQueue(answered.ticket)).id
    await client.post(
      `/auth/admin/grievances/${answeredId}/answer`,
      { answer: 'Done.' },
      { token: admin.token },
    )
    // Moved back in time: filed 25 hours ago, so due an hour ago (24 hours for impersonation).
    const past = (ms: number) => new Date(Date.now() - ms).toISOString()
    for (const ticket of [late.ticket, answered.ticket]) {
      await server.app.db
        .updateTable('grievances')
        .set({ created_at: past(25 * HOUR_MS), due_at: past(HOUR_MS) })
        .where('ticket', '=', ticket)
        .execute()
    }

    const since = Date.now()
    expect(await mailOverdueGrievances(server.app, server.app.log)).toBeGreaterThanOrEqual(1)
    const mail = await server.smtp.waitForMail(ADMIN.email, { since, subject: /overdue/ })
    expect(mail.subject).toBe(`Cardcast: grievance ${late.ticket} is overdue`)
    expect(mail.text).toContain('About: It impersonates me / shares intimate images of me')
    expect(mail.text).toContain('/admin/grievances')
    expect((await inQueue(late.ticket)).overdueMailedAt).not.toBeNull()

    // Once: a second pass mails nothing more; the answered and the not yet due are never mailed.
    expect(await mailOverdueGrievances(server.app, server.app.log)).toBe(0)
    const overdueMails = server.smtp.mails.filter((m) => m.receivedAt >= since && /overdue/.test(m.subject))
    expect(overdueMails.map((m) => m.subject)).toEqual([`Cardcast: grievance ${late.ticket} is overdue`])
    expect((await inQueue(onTime.ticket)).overdueMailedAt).toBeNull()
  })
})

describeOnEachDialect('grievance rate limit per client on %s', (dialect) => {
  const { client, server } = useTestServer(dialect, { env: { RATE_LIMIT: '1' } })

  it('takes 5 complaints a minute from one IP, then answers 429 and files nothing more', async () => {
    for (let i = 0; i < 5; i++) {
      const filed = await client.post('/grievances', complaint())
      expect(filed.status, `complaint ${i + 1}`).toBe(201)
    }
    const refused = await client.post('/grievances', complaint())
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: 'Too many requests. Please try again later.' })
    expect(await server.app.db.selectFrom('grievances').select('id').execute()).toHaveLength(5)
  })
})
