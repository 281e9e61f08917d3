import { expect, it } from 'vitest'
import { avatarMessages } from '../../../contract/avatar'
import { limitMessages } from '../../../contract/messages'
import { imageWork, reencodeImage } from '../../../server/lib/images'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import {
  htmlBehindPngSignature,
  photoWithLocation,
  picture,
  pngBomb,
  pngWithHtmlAfter,
  readBack,
  svgBehindJpegSignature,
} from '../../support/images'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A creator's avatar: a PNG, JPEG or WebP picture that decodes, at most 2 MB, re-encoded (at most
// 1024×1024, no metadata), stored and served from /uploads/<id> with nosniff; the streamers list shows
// it; the one it replaces is gone. Viewers, disguised files, bombs and oversize ones are refused and
// change nothing.

const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
const fakePng = (size: number) => {
  const bytes = Buffer.alloc(size, 7)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}

describeOnEachDialect('creator avatars on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  const upload = async (
    who: TestAccount | undefined,
    bytes: Buffer,
    filename = 'me.png',
    field = 'avatar',
    type = 'image/png',
  ) => {
    const form = new FormData()
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename)
    const response = await fetch(`${server.url}/auth/user/avatar`, {
      method: 'POST',
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      body: form,
    })
    return { status: response.status, body: (await response.json()) as { avatar?: string; message?: string } }
  }
  const avatarOf = async (who: TestAccount) => (await server.app.users.byId(who.userId))?.avatar ?? null
  const fetchServed = async (url: string) => {
    const response = await fetch(`${server.url}${url}`)
    return { response, bytes: Buffer.from(await response.arrayBuffer()) }
  }

  it('stores a creator’s picture, serves it safely, lists it, and replaces the one before', async () => {
    const creator = await createCreatorAccount(server)
    const first = await upload(creator, await picture('png'))
    expect(first.status).toBe(200)
    expect(first.body.message).toBe(avatarMessages.uploaded)
    expect(first.body.avatar).toMatch(/^\/uploads\/[0-9a-f]{24}$/)
    expect(await avatarOf(creator)).toBe(first.body.avatar)

    const served = await fetchServed(first.body.avatar as string)
    expect(served.response.status).toBe(200)
    expect(served.response.headers.get('content-type')).toBe('image/png')
    expect(served.response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await readBack(served.bytes)).toMatchObject({ format: 'png', width: 64, height: 48 })

    const listed = await client.get<{ streamers: { _id: string; avatar: string | null }[] }>(
      '/auth/user/getStreamers',
      { token: creator.token },
    )
    expect(listed.body.streamers.find((streamer) => streamer._id === creator.userId)?.avatar).toBe(
      first.body.avatar,
    )

    const second = await upload(creator, await picture('webp', 80, 80), 'me.webp', 'avatar', 'image/webp')
    expect(second.status).toBe(200)
    expect((await fetch(`${server.url}${first.body.avatar}`)).status).toBe(404)
    const secondServed = await fetchServed(second.body.avatar as string)
    expect(secondServed.response.headers.get('content-type')).toBe('image/webp')
    expect(await readBack(secondServed.bytes)).toMatchObject({ format: 'webp', width: 80, height: 80 })
  })

  it('strips EXIF (GPS, camera, author) and turns the photo upright, keeping it a JPEG', async () => {
    const creator = await createCreatorAccount(server)
    const photo = await photoWithLocation(64, 48)
    const sent = await readBack(photo)
    // The photo as taken carries a GPS block (EXIF tag 0x8825), an author and an orientation.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(true)
    expect(sent.exif?.includes(Buffer.from('Priya at home'))).toBe(true)
    expect(sent.orientation).toBe(6)

    const uploaded = await upload(creator, photo, 'holiday.jpg', 'avatar', 'image/jpeg')
    expect(uploaded.status).toBe(200)
    const served = await fetchServed(uploaded.body.avatar as string)
    expect(served.response.headers.get('content-type')).toBe('image/jpeg')
    expect(served.bytes.includes(Buffer.from('Priya'))).toBe(false)
    expect(served.bytes.includes(Buffer.from('PhoneCo'))).toBe(false)
    expect(await readBack(served.bytes)).toEqual({
      format: 'jpeg',
      // Orientation 6 turns 64×48 a quarter: the pixels are turned, the tag dropped.
      width: 48,
      height: 64,
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      icc: undefined,
      comments: undefined,
    })
  })

  it('shrinks a 4000×3000 photo to fit 1024×1024 and never enlarges a small one', async () => {
    const creator = await createCreatorAccount(server)
    const big = await upload(creator, await picture('jpeg', 4000, 3000), 'big.jpg', 'avatar', 'image/jpeg')
    expect(big.status).toBe(200)
    expect(await readBack((await fetchServed(big.body.avatar as string)).bytes)).toMatchObject({
      format: 'jpeg',
      width: 1024,
      height: 768,
    })
    const tall = await upload(creator, await picture('png', 1000, 3000))
    expect(await readBack((await fetchServed(tall.body.avatar as string)).bytes)).toMatchObject({
      width: 341,
      height: 1024,
    })
    const small = await upload(creator, await picture('png', 300, 200))
    expect(await readBack((await fetchServed(small.body.avatar as string)).bytes)).toMatchObject({
      width: 300,
      height: 200,
    })
  })

  it('refuses bytes that only look like a picture, and re-encodes a polyglot into a plain one', async () => {
    const creator = await createCreatorAccount(server)
    for (const [label, bytes] of [
      ['html behind a PNG signature', htmlBehindPngSignature()],
      ['svg behind a JPEG signature', svgBehindJpegSignature()],
      ['a PNG signature and junk', fakePng(600)],
      ['svg', svg()],
    ] as const) {
      const refused = await upload(creator, bytes, 'me.png')
      expect(refused.status, label).toBe(400)
      expect(refused.body.message, label).toBe(avatarMessages.wrongType)
    }
    expect(await avatarOf(creator)).toBeNull()

    // A real PNG with a page after its end: what is stored is the picture alone.
    const polyglot = await upload(creator, await pngWithHtmlAfter())
    expect(polyglot.status).toBe(200)
    const served = await fetchServed(polyglot.body.avatar as string)
    expect(served.bytes.includes(Buffer.from('<script>'))).toBe(false)
    expect((await readBack(served.bytes)).format).toBe('png')
  })

  it('refuses a decompression bomb from its header, and goes on serving', async () => {
    const creator = await createCreatorAccount(server)
    const bomb = pngBomb(16_000, 16_000)
    expect(bomb.length).toBeLessThan(64 * 1024)
    const refused = await upload(creator, bomb, 'bomb.png')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(avatarMessages.tooManyPixels)
    expect(await avatarOf(creator)).toBeNull()

    const after = await upload(creator, await picture('png'))
    expect(after.status).toBe(200)
  })

  it('bounds the image work: past its queue a job is refused at once with 503', async () => {
    const small = await picture('png', 8, 8)
    const jobs = Array.from({ length: imageWork.concurrency + imageWork.maxWaiting + 3 }, () =>
      reencodeImage(small).then(
        (result) => ({ ok: 'bytes' in result }),
        (error: { statusCode?: number; message: string }) => ({
          status: error.statusCode,
          message: error.message,
        }),
      ),
    )
    const results = await Promise.all(jobs)
    expect(results.filter((result) => 'ok' in result && result.ok)).toHaveLength(
      imageWork.concurrency + imageWork.maxWaiting,
    )
    expect(results.filter((result) => 'status' in result)).toEqual(
      Array(3).fill({ status: 503, message: limitMessages.serverBusy }),
    )
  })

  it('refuses viewers, strangers, disguised and oversize files, and changes nothing', async () => {
    const creator = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    expect((await upload(undefined, await picture('png'))).status).toBe(401)
    expect((await upload(viewer, await picture('png'))).status).toBe(403)
    expect(await avatarOf(viewer)).toBeNull()

    const disguised = await upload(creator, svg(), 'me.png')
    expect(disguised.status).toBe(400)
    expect(disguised.body.message).toBe(avatarMessages.wrongType)
    const huge = await upload(creator, fakePng(2 * 1024 * 1024 + 1))
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe(avatarMessages.tooLarge)
    const wrongField = await upload(creator, await picture('png'), 'me.png', 'picture')
    expect(wrongField.status).toBe(400)
    expect(wrongField.body.message).toBe(avatarMessages.missing)
    expect(await avatarOf(creator)).toBeNull()
  })
})
