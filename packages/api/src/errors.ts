/**
 * Why a call failed:
 * - `http`: the server answered with an error status (`status`, and its `body` when it was JSON);
 * - `rejected`: the server answered 2xx but refused (the main site's `{ result: 'fail' }`);
 * - `invalid-response`: the answer was not the shape of the wire contract (docs/spec.md, "Calls");
 * - `timeout`: no answer within the client's `timeout`;
 * - `aborted`: the caller's `signal` aborted the call (its reason is the error's `cause`);
 * - `network`: no answer at all (offline, DNS, refused connection, CORS, a hook that threw).
 */
export type ApiErrorKind = 'http' | 'rejected' | 'invalid-response' | 'timeout' | 'aborted' | 'network';

export interface ApiErrorDetails {
  /** HTTP status of the answer; 0 when there was none. */
  status?: number | undefined;
  /** The answer's body, parsed when it was JSON. */
  body?: unknown;
  cause?: unknown;
}

// A registered symbol, so that an error made by another copy of this package (two versions in one
// app, or one bundled twice) is still recognized by `isApiError`, where `instanceof` would fail.
const API_ERROR_BRAND = Symbol.for('@inphr/api:ApiError');

/** A failed call to either API base: what went wrong, the HTTP status (0 when none) and the body. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: unknown;
  readonly [API_ERROR_BRAND] = true;

  constructor(kind: ApiErrorKind, message: string, { status = 0, body, cause }: ApiErrorDetails = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (typeof error === 'object' && error !== null && API_ERROR_BRAND in error);
}
