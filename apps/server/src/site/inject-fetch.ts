import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers from this server's own route handlers (Fastify inject): server-side
 * rendering calls the APIs without a network hop. `internalHeader` marks these calls so that
 * per-client rate limits do not count the renderer as one very busy client.
 */
export function createInjectFetch(app: FastifyInstance, internalHeader: [string, string]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    headers[internalHeader[0]] = internalHeader[1];
    const body = request.body ? await request.text() : undefined;
    const res = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}
