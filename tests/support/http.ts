// A small JSON client over real HTTP, so the API tests read like what a client does.
export interface JsonResponse<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

export function createClient(baseUrl: string) {
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let payload: string | undefined = options.rawBody
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(options.body)
    } else if (payload !== undefined) {
      headers['content-type'] ??= 'application/json'
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload })
    const text = await response.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : {}
    } catch {}
    return { status: response.status, body: body as T, headers: response.headers }
  }
  return {
    get: <T = Record<string, unknown>>(path: string, options?: Parameters<typeof call>[2]) =>
      call<T>('GET', path, options),
    post: <T = Record<string, unknown>>(path: string, body?: unknown, options?: Parameters<typeof call>[2]) =>
      call<T>('POST', path, { ...options, body }),
    put: <T = Record<string, unknown>>(path: string, body?: unknown, options?: Parameters<typeof call>[2]) =>
      call<T>('PUT', path, { ...options, body }),
    delete: <T = Record<string, unknown>>(path: string, options?: Parameters<typeof call>[2]) =>
      call<T>('DELETE', path, options),
    call,
  }
}

export type Client = ReturnType<typeof createClient>
