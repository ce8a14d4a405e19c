import ky, { isHTTPError, isTimeoutError, type Options } from 'ky';
import type * as z from 'zod/mini';
import { ApiError } from './errors';
import type { Answer, ClientOptions, RequestOptions } from './http';

/** The part of a client loaded with its first call (see `createHttp`). */
export interface Transport {
  json<S extends z.ZodMiniType>(path: string, request: RequestOptions, loadSchema: () => Promise<S>): Promise<Answer<z.infer<S>>>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function createTransport({ prefixUrl, fetch, timeout = DEFAULT_TIMEOUT_MS, headers, hooks, retry = 0 }: ClientOptions): Transport {
  const instance = ky.create({
    prefixUrl,
    timeout,
    retry,
    ...(fetch ? { fetch } : {}),
    ...(headers ? { headers } : {}),
    ...(hooks ? { hooks } : {}),
  });
  return {
    async json(path, { method, signal, ...rest }, loadSchema) {
      const options: Options = { ...rest, ...(signal ? { signal } : {}) };
      return requestJson(() => instance[method](path, options), loadSchema, signal);
    },
  };
}

function messageOf(body: unknown, fallback: string): string {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message !== '' ? body.message : fallback;
}

/** Turns whatever a failed request threw into an ApiError that says why. */
async function toApiError(error: unknown, signal: AbortSignal | undefined): Promise<ApiError> {
  if (signal?.aborted) return new ApiError('aborted', 'The call was aborted.', { cause: signal.reason });
  if (isHTTPError(error)) {
    const body: unknown = await error.response.json().catch(() => undefined);
    return new ApiError('http', messageOf(body, error.message), { status: error.response.status, body, cause: error });
  }
  if (isTimeoutError(error)) return new ApiError('timeout', error.message, { cause: error });
  return new ApiError('network', error instanceof Error ? error.message : 'Network error', { cause: error });
}

/**
 * Runs a request, checks the JSON against the schema, and turns every failure into an ApiError.
 * The schema comes from a loader: the validator is fetched with the first request, not with the
 * page (in the browser it would otherwise weigh on every first load).
 */
async function requestJson<S extends z.ZodMiniType>(
  run: () => Promise<Response>,
  loadSchema: () => Promise<S>,
  signal: AbortSignal | undefined,
): Promise<Answer<z.infer<S>>> {
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
  return { body: parsed.data, status: response.status };
}
