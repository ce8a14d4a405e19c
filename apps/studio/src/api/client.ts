import { API_PATHS, CSRF_HEADER } from '@inphr/api';

/** The studio API's base: every call is relative to it (`news`, `inquiries/12`). */
export const STUDIO_API_BASE = `${API_PATHS.studio}/`;

/** An answer other than 2xx: its status, the fields the server named (400), and its whole body (a 409's conflict). */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** The session's CSRF token, from /me; sent with every change. */
let csrfToken = '';
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** Called on a 401 from any call but /me and sign-in: the session has ended (idle, disabled). */
let onSignedOut: () => void = () => {};
export function onSessionEnded(handler: () => void): void {
  onSignedOut = handler;
}

/**
 * Why a call was refused with 401 while signed in: the session ended (idle, or its time was up), or
 * an admin's power asks for the password again (`reauth: required`, a session older than minutes).
 */
export type ReauthReason = 'session' | 'power';

/**
 * Asked on a 401 while signed in: the person gives their password in place, and the call that was
 * refused is made once more. False: they chose not to.
 */
let reauthenticate: ((reason: ReauthReason) => Promise<boolean>) | undefined;
export function onReauthenticate(handler: ((reason: ReauthReason) => Promise<boolean>) | undefined): void {
  reauthenticate = handler;
}

/** Called on a 403 that asks for a new password first (an admin required one meanwhile). */
let onPasswordRequired: () => void = () => {};
export function onPasswordChangeRequired(handler: () => void): void {
  onPasswordRequired = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** A raw body (an image file) instead of JSON. */
  raw?: Blob;
  signal?: AbortSignal;
  /** The call is made again after signing in again: a second 401 ends the session. */
  retried?: boolean;
  /** Not the person's doing (an open editor's presence): a 401 is only thrown, it asks nothing. */
  background?: boolean;
  /** The answer as a file (an export), not JSON. */
  file?: boolean;
}

/** One call of the studio API: JSON in and out, the CSRF token on changes, errors as StudioApiError. */
export async function studioFetch<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let payload: BodyInit | undefined;
  if (options.raw) {
    payload = options.raw;
    headers['content-type'] = 'application/octet-stream';
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(STUDIO_API_BASE + path, {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    cache: 'no-store',
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;
  if (response.ok && options.file) return (await response.blob()) as T;
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (a proxy's error page): the status tells
  }
  if (!response.ok) {
    const error = (data ?? {}) as {
      message?: string;
      errors?: Record<string, string>;
    };
    if (response.status === 401 && path !== 'me' && !path.startsWith('session') && !options.background) {
      const reason: ReauthReason = error.errors?.reauth === 'required' ? 'power' : 'session';
      if (reauthenticate && !options.retried && (await reauthenticate(reason))) return studioFetch<T>(method, path, body, { ...options, retried: true });
      // Declining to give the password for a power leaves the session as it is.
      if (reason === 'session') onSignedOut();
    }
    if (response.status === 403 && error.errors?.password === 'change required') onPasswordRequired();
    throw new StudioApiError(response.status, error.message ?? response.statusText, error.errors ?? {}, data);
  }
  return data as T;
}

export const get = <T>(path: string, options?: RequestOptions) => studioFetch<T>('GET', path, undefined, options);
export const post = <T>(path: string, body?: unknown, options?: RequestOptions) => studioFetch<T>('POST', path, body, options);
export const put = <T>(path: string, body?: unknown, options?: RequestOptions) => studioFetch<T>('PUT', path, body, options);
export const patch = <T>(path: string, body?: unknown) => studioFetch<T>('PATCH', path, body);
export const del = <T = void>(path: string, options?: RequestOptions) => studioFetch<T>('DELETE', path, undefined, options);

/** A query string of the given values, empty ones left out. */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
