import type { KyInstance, Options } from 'ky';
import type * as z from 'zod/mini';
import { ApiError } from './errors';

export interface ClientOptions {
  /** Base URL, e.g. `/api/` or `https://example.com/api/`. On the server it must be absolute. */
  prefixUrl: string;
  /** A fetch to use instead of the global one (the server wires it into its own handlers). */
  fetch?: typeof fetch;
  /** Milliseconds before a request is abandoned (default 10 s). */
  timeout?: number;
}

/** The two verbs the clients use; each answers the raw Response (ky throws HTTPError on 4xx/5xx). */
export interface Http {
  get(path: string, options?: Options): Promise<Response>;
  post(path: string, options?: Options): Promise<Response>;
}

/**
 * An HTTP client on ky, loaded with the first request: a first page load gets its data in the
 * HTML (hydration), so the client library stays off every first load.
 */
export function createHttp({ prefixUrl, fetch, timeout = 10_000 }: ClientOptions): Http {
  let instance: Promise<KyInstance> | undefined;
  const ky = () =>
    (instance ??= import('ky').then(({ default: base }) =>
      base.create({ prefixUrl, timeout, retry: 0, ...(fetch ? { fetch } : {}) }),
    ));
  return {
    get: async (path, options) => (await ky()).get(path, options),
    post: async (path, options) => (await ky()).post(path, options),
  };
}

/**
 * Runs a request, checks the JSON against the schema, and turns every failure into an ApiError.
 * The schema comes from a loader: the validator is fetched with the first request, not with the
 * page (in the browser it would otherwise weigh on every first load).
 */
export async function requestJson<S extends z.ZodMiniType>(
  run: () => Promise<Response>,
  loadSchema: () => Promise<S>,
): Promise<z.infer<S>> {
  const schemaPromise = loadSchema();
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    // ky is loaded by now: the request went through it
    const { HTTPError } = await import('ky');
    if (error instanceof HTTPError) {
      const body: unknown = await error.response.json().catch(() => undefined);
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
          ? body.message
          : error.message;
      throw new ApiError(message, error.response.status, body);
    }
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = (await schemaPromise).safeParse(body);
  if (!parsed.success) {
    throw new ApiError('The server answered in an unexpected shape.', response.status, body);
  }
  return parsed.data;
}
