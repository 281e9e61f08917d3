import type { FastifyRequest } from 'fastify'

/** The value of cookie `name` in the request's Cookie header, if any (the first, the most specific). */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const equals = part.indexOf('=')
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue
    const value = part.slice(equals + 1).trim()
    try {
      return decodeURIComponent(value) || undefined
    } catch {
      return undefined
    }
  }
  return undefined
}
