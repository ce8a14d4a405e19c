import type { Hooks, KyInstance, Options, RetryOptions } from 'ky';
import type * as z from 'zod/mini';
import { ApiError } from './errors';

/** How a client reaches its API base. Only the base is required. */
export interface ClientOptions {
  /**
   * The API base, e.g. `https://care.inphr.example/api/` or `/api/`. A path alone works in a
   * browser only: on a server (rendering) it must be absolute.
   */
  prefixUrl: string | URL;
  /** A fetch to use instead of the global one (a server's own handler, a test's stand-in). */
  fetch?: typeof fetch | undefined;
  /** Milliseconds before a call fails with a `timeout` ApiError; `false` never. Default 10 000. */
  timeout?: number | false | undefined;
  /** Headers sent with every call (an API key, a tracing id). */
  headers?: Options['headers'] | undefined;
  /** ky's hooks: change a request before it leaves, read or replace a response, watch retries. */
  hooks?: Hooks | undefined;
  /**
   * ky's retry policy: a number of retries or the full options (status codes, methods, delay, …).
   * Default 0: no retries, so that a caching layer above (TanStack Query) owns the policy. ky
   * retries only idempotent methods unless `methods` says otherwise; `getMedia` and
   * `insertInquiry` are never retried whatever the policy (see their notes).
   */
  retry?: number | RetryOptions | undefined;
}

/** Options of one call. */
export interface CallOptions {
  /** Aborts the call, which then fails with an `aborted` ApiError. */
  signal?: AbortSignal | undefined;
}

/** What a client method hands to ky for one call. */
export interface RequestOptions extends CallOptions {
  searchParams?: Options['searchParams'];
  json?: unknown;
  retry?: number;
}

/** The two verbs the clients use; each answers the raw Response (ky throws HTTPError on 4xx/5xx). */
export interface Http {
  get(path: string, options?: RequestOptions): Promise<Response>;
  post(path: string, options?: RequestOptions): Promise<Response>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * An HTTP client on ky, loaded with the first request: a first page load gets its data in the
 * HTML (hydration), so the client library stays off every first load.
 */
export function createHttp({ prefixUrl, fetch, timeout = DEFAULT_TIMEOUT_MS, headers, hooks, retry = 0 }: ClientOptions): Http {
  let instance: Promise<KyInstance> | undefined;
  const ky = () =>
    (instance ??= import('ky').then(({ default: base }) =>
      base.create({
        prefixUrl,
        timeout,
        retry,
        ...(fetch ? { fetch } : {}),
        ...(headers ? { headers } : {}),
        ...(hooks ? { hooks } : {}),
      }),
    ));
  const kyOptions = ({ signal, ...rest }: RequestOptions = {}): Options => ({ ...rest, ...(signal ? { signal } : {}) });
  return {
    get: async (path, options) => (await ky()).get(path, kyOptions(options)),
    post: async (path, options) => (await ky()).post(path, kyOptions(options)),
  };
}

function messageOf(body: unknown, fallback: string): string {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message !== ''
    ? body.message
    : fallback;
}

/** Turns whatever a failed request threw into an ApiError that says why. */
async function toApiError(error: unknown, signal: AbortSignal | undefined): Promise<ApiError> {
  if (signal?.aborted) return new ApiError('aborted', 'The call was aborted.', { cause: signal.reason });
  // ky is loaded by now unless loading it was what failed (offline before the first call)
  const ky = await import('ky').catch(() => undefined);
  if (ky?.isHTTPError(error)) {
    const body: unknown = await error.response.json().catch(() => undefined);
    return new ApiError('http', messageOf(body, error.message), { status: error.response.status, body, cause: error });
  }
  if (ky?.isTimeoutError(error)) return new ApiError('timeout', error.message, { cause: error });
  return new ApiError('network', error instanceof Error ? error.message : 'Network error', { cause: error });
}

/**
 * Runs a request, checks the JSON against the schema, and turns every failure into an ApiError.
 * The schema comes from a loader: the validator is fetched with the first request, not with the
 * page (in the browser it would otherwise weigh on every first load).
 */
export async function requestJson<S extends z.ZodMiniType>(
  run: () => Promise<Response>,
  loadSchema: () => Promise<S>,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const schemaPromise = loadSchema();
  // Awaited only once the answer is in: a failed request must not leave this rejection unhandled.
  schemaPromise.catch(() => undefined);
  let response: Response;
  let body: unknown;
  let schema: S;
  try {
    response = await run();
    body = await response.json().catch(() => undefined);
    schema = await schemaPromise;
  } catch (error) {
    throw await toApiError(error, signal);
  }
  // An abort while the body was read leaves it unread: that is the abort, not a bad answer.
  if (signal?.aborted) throw await toApiError(undefined, signal);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('invalid-response', 'The server answered in an unexpected shape.', { status: response.status, body, cause: parsed.error });
  }
  return parsed.data;
}

/** A client's error for a 2xx answer that refuses (the main site's `{ result: 'fail' }`). */
export function rejected(body: unknown, status: number): ApiError {
  return new ApiError('rejected', messageOf(body, 'The server refused the request.'), { status, body });
}
