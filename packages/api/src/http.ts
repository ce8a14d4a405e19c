import type { Hooks, Options, RetryOptions } from 'ky';
import type * as z from 'zod/mini';
import { ApiError } from './errors';
import type { Transport } from './transport';

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

/** What a client method asks of one call. */
export interface RequestOptions extends CallOptions {
  method: 'get' | 'post';
  searchParams?: Options['searchParams'];
  json?: unknown;
  /** Overrides the client's retry policy for this call. */
  retry?: number;
}

/** A checked answer: the body in the schema's shape, and the HTTP status it came with. */
export interface Answer<T> {
  body: T;
  status: number;
}

export interface Http {
  /** Sends a call and checks its JSON answer against the schema; every failure is an ApiError. */
  json<S extends z.ZodMiniType>(path: string, request: RequestOptions, loadSchema: () => Promise<S>): Promise<Answer<z.infer<S>>>;
}

/**
 * An HTTP client whose transport (ky, the checks, the error mapping) is loaded with the first
 * call: a first page load gets its data in the HTML (hydration), so it stays off every first load.
 */
export function createHttp(options: ClientOptions): Http {
  let transport: Promise<Transport> | undefined;
  const load = () =>
    (transport ??= import('./transport').then(
      ({ createTransport }) => createTransport(options),
      (error: unknown) => {
        // Offline before the first call: the next call tries to load it again.
        transport = undefined;
        throw new ApiError('network', error instanceof Error ? error.message : 'Network error', { cause: error });
      },
    ));
  return {
    json: async (path, request, loadSchema) => (await load()).json(path, request, loadSchema),
  };
}
