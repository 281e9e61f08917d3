import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { expect, it } from 'vitest'
import { adminServerMessages } from '../../../contract/admin'
import type { AdminProfile } from '../../../contract/admin-auth'
import { uploadRoutes } from '../../../server/modules/admin/routes/uploads'
import {
  bitmapIco,
  htmlBehindPngSignature,
  ico,
  icoBitmap,
  icoPictures,
  photoWithLocation,
  picture,
  pngBomb,
  pngOfSize,
  pngWithHtmlAfter,
  pngWithLocation,
  readBack,
  svgBehindJpegSignature,
} from '../../support/images'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const ADMIN_EMAIL = 'profile-admin@cardcast.test'
const ADMIN_PASSWORD = 'admin-secret-1'

/** An .ico header and one directory entry pointing nowhere, then filler: only the start of an .ico. */
const fakeIco = (size = 1150) => {
  const bytes = Buffer.alloc(size)
  bytes.set([0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 16, 16, 0, 0, 1, 0, 32, 0])
  return bytes
}
/** A PNG signature and filler: only the start of a PNG. */
const png = (size = 600) => {
  const bytes = Buffer.alloc(size, 7)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}
const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

describeOnEachDialect('admin profile and uploads on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })

  const upload = async (
    path: string,
    field: string,
    filename: string,
    bytes: Buffer,
    type = 'application/octet-stream',
  ) => {
    const form = new FormData()
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename)
    const response = await fetch(`${server.url}/auth/admin/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    })
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown> & { url?: string },
    }
  }
  const uploadCount = async () =>
    Number(
      (
        await server.app.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const siteSettings = async () => (await client.get<Record<string, string>>('/auth/user/site-settings')).body

  /** GET /uploads/{id}: through the server when app.ts registers uploadRoutes, else on a bare instance. */
  async function served(url: string) {
    if (server.app.hasRoute({ method: 'GET', url: '/uploads/:id' })) {
      const response = await fetch(`${server.url}${url}`)
      return {
        status: response.status,
        headers: response.headers,
        bytes: Buffer.from(await response.arrayBuffer()),
      }
    }
    const bare = Fastify()
    bare.setValidatorCompiler(validatorCompiler)
    bare.setSerializerCompiler(serializerCompiler)
    bare.decorate('uploads', server.app.uploads)
    await bare.register(uploadRoutes)
    const response = await bare.inject({ method: 'GET', url })
    await bare.close()
    return {
      status: response.statusCode,
      headers: new Headers(response.headers as Record<string, string>),
      bytes: response.rawPayload,
    }
  }

  it('shows the profile with role, dates, permissions and an activity log with IPs', async () => {
    const profile = (await client.get<AdminProfile>('/auth/admin/profile', { token: admin.token })).body
    expect(profile).toMatchObject({
      email: ADMIN_EMAIL,
      role: 'admin',
      joinDate: expect.any(String),
      lastLogin: expect.any(String),
      phone: '',
      bio: '',
      avatar: null,
    })
    expect(profile.permissions.length).toBeGreaterThan(0)
    expect(profile.activityLog[0]).toEqual({
      id: expect.any(String),
      action: 'Logged in',
      date: expect.any(String),
      ip: '127.0.0.1',
    })
    expect(JSON.stringify(profile)).not.toMatch(/hash|argon/i)
  })

  it('updates name, phone, bio and email; refuses bad values', async () => {
    const response = await client.put<{ profile: AdminProfile }>(
      '/auth/admin/profile',
      { name: 'Ada Lovelace', phone: '+91 98765-43210', bio: 'Runs the site' },
      { token: admin.token },
    )
    expect(response.body).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      profile: { name: 'Ada Lovelace', phone: '+91 98765-43210', bio: 'Runs the site', email: ADMIN_EMAIL },
    })
    expect(response.body.profile.activityLog[0]?.action).toBe('Updated profile')
    for (const body of [
      [],
      { phone: '<script>' },
      { email: 'nope' },
      { name: 42 },
      { avatar: 'javascript:x' },
      { bio: 'x'.repeat(1e6) },
    ]) {
      const bad = await client.put('/auth/admin/profile', body, { token: admin.token })
      expect(bad.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(bad.status).toBeLessThan(500)
    }
    const moved = await client.put(
      '/auth/admin/profile',
      { email: 'ADA@cardcast.test' },
      { token: admin.token },
    )
    expect(moved.body).toMatchObject({ profile: { email: 'ada@cardcast.test' } })
    const login = await client.post('/auth/admin/login', {
      email: 'ada@cardcast.test',
      password: ADMIN_PASSWORD,
    })
    expect(login.status).toBe(200)
    await client.put('/auth/admin/profile', { email: ADMIN_EMAIL }, { token: admin.token })
  })

  it('changes the password only with the right current one (400, not 401, otherwise)', async () => {
    const wrong = await client.put(
      '/auth/admin/change-password',
      { currentPassword: 'nope-nope', newPassword: 'brand-new-pass-1' },
      { token: admin.token },
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe('Current password is incorrect.')
    const short = await client.put(
      '/auth/admin/change-password',
      { currentPassword: ADMIN_PASSWORD, newPassword: '123' },
      { token: admin.token },
    )
    expect(short.status).toBe(400)
    const missing = await client.put(
      '/auth/admin/change-password',
      { newPassword: 'brand-new-pass-1' },
      { token: admin.token },
    )
    expect(missing.status).toBe(400)
    const ok = await client.put(
      '/auth/admin/change-password',
      { currentPassword: ADMIN_PASSWORD, newPassword: 'brand-new-pass-1' },
      { token: admin.token },
    )
    expect(ok.body).toMatchObject({ success: true, message: 'Password updated successfully' })
    expect(
      (await client.post('/auth/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status,
    ).toBe(401)
    expect(
      (await client.post('/auth/admin/login', { email: ADMIN_EMAIL, password: 'brand-new-pass-1' })).status,
    ).toBe(200)
    await client.put(
      '/auth/admin/change-password',
      { currentPassword: 'brand-new-pass-1', newPassword: ADMIN_PASSWORD },
      { token: admin.token },
    )
  })

  it('refuses a favicon that is not an .ico, too large, missing or misnamed, and stores nothing', async () => {
    const before = { count: await uploadCount(), site: await siteSettings() }
    const refusals: Array<[string, Promise<{ status: number; body: Record<string, unknown> }>, number]> = [
      ['png bytes named .ico', upload('upload-favicon', 'favicon', 'icon.ico', png()), 400],
      ['ico bytes named .png', upload('upload-favicon', 'favicon', 'icon.png', bitmapIco()), 400],
      ['svg named .ico', upload('upload-favicon', 'favicon', 'icon.ico', svg(), 'image/x-icon'), 400],
      ['over 256 KB', upload('upload-favicon', 'favicon', 'big.ico', fakeIco(256 * 1024 + 1)), 413],
      ['wrong field', upload('upload-favicon', 'logo', 'icon.ico', bitmapIco()), 400],
      ['empty file', upload('upload-favicon', 'favicon', 'icon.ico', Buffer.alloc(0)), 400],
    ]
    for (const [label, pending, status] of refusals) {
      const response = await pending
      expect(response.status, label).toBe(status)
      expect(response.body, label).toMatchObject({ status: 'error', error: expect.any(String) })
    }
    const noFile = await fetch(`${server.url}/auth/admin/upload-favicon`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: (() => {
        const form = new FormData()
        form.append('note', 'no file here')
        return form
      })(),
    })
    expect(noFile.status).toBe(400)
    expect(((await noFile.json()) as { error: string }).error).toBe('Please select a favicon file first')
    const json = await client.post(
      '/auth/admin/upload-favicon',
      { favicon: 'AAABAA==' },
      { token: admin.token },
    )
    expect(json.status).toBe(400)
    expect(await uploadCount()).toBe(before.count)
    expect(await siteSettings()).toEqual(before.site)
  })

  it('stores an .ico favicon, serves it from the database, and the public site follows', async () => {
    // A 240-pixel bitmap and a 16-pixel one: 249 KB, near the limit, and well formed, so
    // written again it is the same bytes.
    const bytes = ico([
      { width: 240, height: 256, data: icoBitmap(240, 256) },
      { width: 16, height: 16, data: icoBitmap(16, 16) },
    ])
    expect(bytes.length).toBeGreaterThan(240 * 1024)
    expect(bytes.length).toBeLessThanOrEqual(256 * 1024)
    const first = await upload('upload-favicon', 'favicon', 'Favicon.ICO', bytes)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      success: true,
      message: 'Favicon uploaded successfully',
      data: { url: first.body.url },
    })
    expect(first.body.url).toMatch(/^\/uploads\/[\w-]+$/)
    expect((await siteSettings()).favicon).toBe(first.body.url)

    const file = await served(first.body.url as string)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/x-icon')
    expect(file.headers.get('cache-control')).toMatch(/max-age=31536000/)
    expect(file.bytes.equals(bytes)).toBe(true)

    // A new favicon replaces the old one, whose file is removed.
    const second = await upload('upload-favicon', 'favicon', 'other.ico', bitmapIco(32))
    expect((await siteSettings()).favicon).toBe(second.body.url)
    expect((await served(first.body.url as string)).status).toBe(404)
    expect((await served('/uploads/no-such-file')).status).toBe(404)
  })

  it('writes a favicon again from its pictures: no metadata, nothing after, bad ones refused', async () => {
    const located = await pngWithLocation(32)
    expect((await readBack(located)).exif?.includes(Buffer.from('Priya at home'))).toBe(true)
    const sent = Buffer.concat([
      ico([
        { width: 16, height: 16, data: icoBitmap(16, 16) },
        { width: 32, height: 32, data: located },
      ]),
      Buffer.from('<html><script>alert("favicon")</script></html>'),
    ])
    const stored = await upload('upload-favicon', 'favicon', 'favicon.ico', sent, 'image/x-icon')
    expect(stored.status).toBe(200)
    const file = await served(stored.body.url as string)
    expect(file.headers.get('content-type')).toBe('image/x-icon')
    expect(file.bytes.includes(Buffer.from('<script>'))).toBe(false)
    expect(file.bytes.includes(Buffer.from('Priya'))).toBe(false)
    const [bitmap, png] = icoPictures(file.bytes)
    expect(bitmap?.data.equals(icoBitmap(16, 16))).toBe(true)
    expect(await readBack(png?.data as Buffer)).toMatchObject({
      format: 'png',
      width: 32,
      height: 32,
      exif: undefined,
      xmp: undefined,
      icc: undefined,
      comments: undefined,
    })

    const before = { count: await uploadCount(), site: await siteSettings() }
    const outside = ico([{ width: 16, height: 16, data: icoBitmap(16, 16) }])
    outside.writeUInt32LE(outside.length, 18) // the picture's offset: past the end
    const html = Buffer.concat([
      Buffer.from([0, 0, 1, 0, 1, 0]),
      Buffer.from('<html><script>alert(1)</script>'),
    ])
    for (const [label, bytes] of [
      ['html behind an .ico header', html],
      ['a directory entry pointing nowhere', fakeIco()],
      ['a picture past the end of the file', outside],
      [
        'a PNG picture that does not decode',
        ico([{ width: 16, height: 16, data: htmlBehindPngSignature() }]),
      ],
      ['a PNG bomb inside', ico([{ width: 0, height: 0, data: pngBomb(16_000, 16_000) }])],
      [
        'a bitmap of 4096 pixels a side',
        ico([{ width: 0, height: 0, data: icoBitmap(4096, 1).subarray(0, 64) }]),
      ],
    ] as const) {
      const refused = await upload('upload-favicon', 'favicon', 'favicon.ico', bytes, 'image/x-icon')
      expect(refused.status, label).toBe(400)
      expect(refused.body.error, label).toBe(adminServerMessages.faviconNotIco)
    }
    expect(await uploadCount()).toBe(before.count)
    expect(await siteSettings()).toEqual(before.site)
  })

  it('takes PNG, JPEG and WebP logos and avatars up to 2 MB, typed by content', async () => {
    const logo = await upload('upload-logo', 'logo', 'logo.png', await picture('png'))
    expect(logo.status).toBe(200)
    expect((await siteSettings()).siteLogo).toBe(logo.body.url)
    expect((await served(logo.body.url as string)).headers.get('content-type')).toBe('image/png')

    const jpegLogo = await upload('upload-logo', 'logo', 'logo.png', await picture('jpeg'), 'image/png')
    const jpegServed = await served(jpegLogo.body.url as string)
    expect(jpegServed.headers.get('content-type')).toBe('image/jpeg')
    expect((await readBack(jpegServed.bytes)).format).toBe('jpeg')

    const avatar = await upload('upload-avatar', 'avatar', 'me.webp', await picture('webp'))
    expect(avatar.status).toBe(200)
    const profile = (await client.get<AdminProfile>('/auth/admin/profile', { token: admin.token })).body
    expect(profile.avatar).toBe(avatar.body.url)
    const avatarServed = await served(avatar.body.url as string)
    expect(avatarServed.headers.get('content-type')).toBe('image/webp')
    expect((await readBack(avatarServed.bytes)).format).toBe('webp')

    const before = await uploadCount()
    expect((await upload('upload-logo', 'logo', 'logo.svg', svg(), 'image/svg+xml')).status).toBe(400)
    expect((await upload('upload-avatar', 'avatar', 'me.ico', bitmapIco())).status).toBe(400)
    expect((await upload('upload-avatar', 'avatar', 'huge.png', png(2 * 1024 * 1024 + 1))).status).toBe(413)
    expect(await uploadCount()).toBe(before)
    expect((await upload('upload-logo', 'logo', 'max.png', await pngOfSize(2 * 1024 * 1024))).status).toBe(
      200,
    )
  })

  it('re-encodes logos and avatars: no EXIF GPS, at most 1024×1024, nothing after the picture', async () => {
    const photo = await photoWithLocation(64, 48)
    expect((await readBack(photo)).exif?.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(true)
    const avatar = await upload('upload-avatar', 'avatar', 'me.jpg', photo, 'image/jpeg')
    expect(avatar.status).toBe(200)
    const stored = await served(avatar.body.url as string)
    expect(stored.headers.get('content-type')).toBe('image/jpeg')
    expect(await readBack(stored.bytes)).toMatchObject({
      format: 'jpeg',
      width: 48,
      height: 64,
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
      icc: undefined,
    })
    expect(stored.bytes.includes(Buffer.from('Priya'))).toBe(false)

    const wide = await upload('upload-logo', 'logo', 'wide.png', await picture('png', 4000, 3000))
    expect(wide.status).toBe(200)
    expect(await readBack((await served(wide.body.url as string)).bytes)).toMatchObject({
      format: 'png',
      width: 1024,
      height: 768,
    })

    const polyglot = await upload('upload-logo', 'logo', 'logo.png', await pngWithHtmlAfter())
    expect(polyglot.status).toBe(200)
    expect((await served(polyglot.body.url as string)).bytes.includes(Buffer.from('<script>'))).toBe(false)
  })

  it('refuses bytes that do not decode and decompression bombs, storing nothing', async () => {
    const before = { count: await uploadCount(), site: await siteSettings() }
    for (const [label, path, field, bytes] of [
      ['html behind a PNG signature (logo)', 'upload-logo', 'logo', htmlBehindPngSignature()],
      ['svg behind a JPEG signature (avatar)', 'upload-avatar', 'avatar', svgBehindJpegSignature()],
      ['a PNG signature and filler (logo)', 'upload-logo', 'logo', png()],
    ] as const) {
      const refused = await upload(path, field, 'picture.png', bytes, 'image/png')
      expect(refused.status, label).toBe(400)
      expect(refused.body.error, label).toBe(adminServerMessages.imageWrongType)
    }
    for (const [path, field] of [
      ['upload-logo', 'logo'],
      ['upload-avatar', 'avatar'],
    ] as const) {
      const bomb = await upload(path, field, 'bomb.png', pngBomb(16_000, 16_000), 'image/png')
      expect(bomb.status, path).toBe(400)
      expect(bomb.body.error, path).toBe(adminServerMessages.imageTooManyPixels)
    }
    expect(await uploadCount()).toBe(before.count)
    expect(await siteSettings()).toEqual(before.site)
    // The server goes on taking pictures.
    expect((await upload('upload-logo', 'logo', 'logo.png', await picture('png'))).status).toBe(200)
  })
})
