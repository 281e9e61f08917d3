import { addDays, subDays } from 'date-fns'
import { expect, it } from 'vitest'
import { adminServerMessages } from '../../../contract/admin'
import type { AdminUser } from '../../../contract/admin-users'
import type { Card } from '../../../contract/cards'
import { formatDate } from '../../../contract/dates'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const ADMIN_EMAIL = 'plans-admin@cardcast.test'
const ADMIN_PASSWORD = 'admin-secret-plans-1'

// An administrator grants and ends Creator Pro in User Management: the plan and its end date in the
// list, the change in the audit log.
describeOnEachDialect('admin plan changes on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })

  const edit = (emailId: string, body: Record<string, unknown>) =>
    client.put<{ user: AdminUser; error?: string }>(
      `/auth/admin/users/${encodeURIComponent(emailId)}`,
      body,
      {
        token: admin.token,
      },
    )
  const listed = async (emailId: string) => {
    const { body } = await client.get<{ users: AdminUser[] }>(
      '/auth/admin/users?user_type=creator&limit=100',
      {
        token: admin.token,
      },
    )
    return body.users.find((user) => user.emailId === emailId)
  }
  const audit = () =>
    server.app.db
      .selectFrom('admin_audit_log')
      .select('action')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()

  it('grants Creator Pro until a date, shows it in the list and the audit log, and the creator may sell', async () => {
    const creator = await createCreatorAccount(server, { plan: 'free' })
    const until = addDays(new Date(), 10).toISOString()
    const granted = await edit(creator.emailId, { plan: 'pro', proUntil: until })
    expect(granted.status).toBe(200)
    expect(granted.body.user).toMatchObject({ plan: 'pro', proUntil: until })
    expect(await listed(creator.emailId)).toMatchObject({ plan: 'pro', proUntil: until })
    expect((await audit())?.action).toContain(`granted Creator Pro until ${formatDate(until)}`)
    const priced = await createCard(client, creator, { price: 10 })
    expect(priced.price).toBe(10)
    const onMarket = async () =>
      (await client.get<{ cards: Card[] }>('/auth/user/getCards')).body.cards.find(
        (card) => card._id === priced._id,
      )
    expect((await onMarket())?.forSaleUntil).toBe(until)

    const ended = await edit(creator.emailId, { plan: 'free' })
    expect(ended.body.user).toMatchObject({ plan: 'free', proUntil: null })
    expect((await audit())?.action).toContain('ended Creator Pro')
    // The market hears of it at once: the card is paused (its Buy reads Unavailable).
    expect(Date.parse((await onMarket())?.forSaleUntil ?? '')).toBeLessThan(Date.now())
    const refused = await client.post(
      '/auth/user/createCard',
      {
        cardTitle: 'x',
        description: 'x',
        imageUrl: '/cards/preset-1.svg',
        category: ['Reward'],
        rarity: 'Rare',
        price: 5,
      },
      { token: creator.token },
    )
    expect(refused.status).toBe(403)
  })

  it('grants Pro without an end date, and refuses a viewer, a past date and a malformed one, changing nothing', async () => {
    const creator = await createCreatorAccount(server, { plan: 'free' })
    expect((await edit(creator.emailId, { plan: 'pro', proUntil: null })).body.user).toMatchObject({
      plan: 'pro',
      proUntil: null,
    })

    const viewer = await createVerifiedAccount(server)
    const onViewer = await edit(viewer.emailId, { plan: 'pro' })
    expect(onViewer.status).toBe(400)
    expect(onViewer.body.error).toBe(adminServerMessages.proForCreatorsOnly)
    // Made a creator in the same edit, they may have it.
    const both = await edit(viewer.emailId, { user_type: 'creator', plan: 'pro' })
    expect(both.body.user).toMatchObject({ user_type: 'creator', plan: 'pro' })

    const other = await createCreatorAccount(server, { plan: 'free' })
    const past = await edit(other.emailId, { plan: 'pro', proUntil: subDays(new Date(), 1).toISOString() })
    expect(past.status).toBe(400)
    expect(past.body.error).toBe(adminServerMessages.proUntilPast)
    const malformed = await edit(other.emailId, { plan: 'pro', proUntil: 'next tuesday' })
    expect(malformed.status).toBe(400)
    expect(await listed(other.emailId)).toMatchObject({ plan: 'free', proUntil: null })
  })

  it('refuses a plan change from a user token', async () => {
    const creator = await createCreatorAccount(server, { plan: 'free' })
    const response = await client.put(
      `/auth/admin/users/${encodeURIComponent(creator.emailId)}`,
      { plan: 'pro' },
      { token: creator.token },
    )
    expect(response.status).toBe(401)
    expect(await listed(creator.emailId)).toMatchObject({ plan: 'free' })
  })
})
