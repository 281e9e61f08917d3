import { expect, it } from 'vitest'
import { avatarMessages } from '../../../contract/avatar'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A creator's avatar: a PNG, JPEG or WebP picture (by its bytes), at most 2 MB, stored and served from
// /uploads/<id> with nosniff; the streamers list shows it; the one it replaces is gone. Viewers,
// disguised files and oversize ones are refused and change nothing.

const png = (size = 600) => {
  const bytes = Buffer.alloc(size, 7)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}
const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

describeOnEachDialect('creator avatars on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  const upload = async (
    who: TestAccount | undefined,
    bytes: Buffer,
    filename = 'me.png',
    field = 'avatar',
  ) => {
    const form = new FormData()
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename)
    const response = await fetch(`${server.url}/auth/user/avatar`, {
      method: 'POST',
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      body: form,
    })
    return { status: response.status, body: (await response.json()) as { avatar?: string; message?: string } }
  }
  const avatarOf = async (who: TestAccount) => (await server.app.users.byId(who.userId))?.avatar ?? null

  it('stores a creator’s picture, serves it safely, lists it, and replaces the one before', async () => {
    const creator = await createCreatorAccount(server)
    const first = await upload(creator, png())
    expect(first.status).toBe(200)
    expect(first.body.message).toBe(avatarMessages.uploaded)
    expect(first.body.avatar).toMatch(/^\/uploads\/[0-9a-f]{24}$/)
    expect(await avatarOf(creator)).toBe(first.body.avatar)

    const served = await fetch(`${server.url}${first.body.avatar}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')

    const listed = await client.get<{ streamers: { _id: string; avatar: string | null }[] }>(
      '/auth/user/getStreamers',
      { token: creator.token },
    )
    expect(listed.body.streamers.find((streamer) => streamer._id === creator.userId)?.avatar).toBe(
      first.body.avatar,
    )

    const second = await upload(creator, png(800))
    expect(second.status).toBe(200)
    expect((await fetch(`${server.url}${first.body.avatar}`)).status).toBe(404)
    expect((await fetch(`${server.url}${second.body.avatar}`)).status).toBe(200)
  })

  it('refuses viewers, strangers, disguised and oversize files, and changes nothing', async () => {
    const creator = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    expect((await upload(undefined, png())).status).toBe(401)
    expect((await upload(viewer, png())).status).toBe(403)
    expect(await avatarOf(viewer)).toBeNull()

    const disguised = await upload(creator, svg(), 'me.png')
    expect(disguised.status).toBe(400)
    expect(disguised.body.message).toBe(avatarMessages.wrongType)
    const huge = await upload(creator, png(2 * 1024 * 1024 + 1))
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe(avatarMessages.tooLarge)
    const wrongField = await upload(creator, png(), 'me.png', 'picture')
    expect(wrongField.status).toBe(400)
    expect(wrongField.body.message).toBe(avatarMessages.missing)
    expect(await avatarOf(creator)).toBeNull()
  })
})
