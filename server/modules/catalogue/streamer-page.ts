// A streamer's public page, /s/<username>: the app's shell with the link preview's tags in its head
// (Open Graph, Twitter's card), so that the link a streamer shares previews in chats, whose crawlers
// run no JavaScript; the app takes the page over in the browser (src/features/streamers/). Only what
// the streamers list already publishes goes in: the name, the bio, the avatar, never an address.
// An unknown name, or a viewer's, is a 404 with the bare shell, where the app says so.
import type { FastifyInstance } from 'fastify'
import { PRODUCT_NAME } from '../../../contract/constants'
import { paths, streamerPagePath } from '../../../contract/paths'
import { streamerPageMessages } from '../../../contract/streamers'
import type { UserRow } from '../../db/schema'

/** The shell a build without one (the API tests') sends: the head the tags go into, and the root. */
export const BARE_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Cardcast</title></head><body><div id="root"></div></body></html>'

/** The picture a preview shows when the streamer has none of their own (public/). */
const DEFAULT_IMAGE = '/icon-512.png'

/** The longest bio a preview carries: chats cut theirs near here anyway. */
const MAX_DESCRIPTION = 200

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text safe inside an element and inside a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}

/** The avatar as an absolute address, when it is a picture of this site's (/uploads/…) or already absolute. */
function imageOf(avatar: string | null, publicUrl: string): string {
  if (avatar?.startsWith('/') && !avatar.startsWith('//')) return `${publicUrl}${avatar}`
  if (avatar && /^https:\/\//.test(avatar)) return avatar
  return `${publicUrl}${DEFAULT_IMAGE}`
}

/** The head's tags of one streamer's page. */
export function previewTags(
  streamer: Pick<UserRow, 'username' | 'description' | 'avatar'>,
  publicUrl: string,
) {
  const title = streamerPageMessages.title(streamer.username, PRODUCT_NAME)
  const description = shorten(
    streamer.description.trim() || streamerPageMessages.description(streamer.username),
    MAX_DESCRIPTION,
  )
  const tags: [string, string][] = [
    ['og:type', 'profile'],
    ['og:site_name', PRODUCT_NAME],
    ['og:title', title],
    ['og:description', description],
    ['og:image', imageOf(streamer.avatar, publicUrl)],
    ['og:url', `${publicUrl}${streamerPagePath(streamer.username)}`],
    ['profile:username', streamer.username],
  ]
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(`${publicUrl}${streamerPagePath(streamer.username)}`)}" />`,
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  ]
  return lines.join('\n    ')
}

/** The shell with the streamer's tags: its own title and description give way to theirs. */
export function withPreviewTags(shell: string, tags: string): string {
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `  ${tags}\n  </head>`)
}

/** GET /s/:username, from `shell` (the build's app shell, or BARE_SHELL without a build). */
export function registerStreamerPage(app: FastifyInstance, shell: string) {
  app.get<{ Params: { username: string } }>(
    `${paths.streamerPage}`,
    { schema: { hide: true } },
    async (req, reply) => {
      const wanted = req.params.username.trim().toLowerCase()
      // The cached list of creators (modules/catalogue): a viewer's name is not in it.
      const streamer = (await app.streamers.get()).find(
        (creator) => creator.username.toLowerCase() === wanted,
      )
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache')
      if (!streamer) return reply.code(404).send(shell)
      return reply.send(withPreviewTags(shell, previewTags(streamer, app.config.publicUrl)))
    },
  )
}
