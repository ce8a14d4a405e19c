import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@inphr/api';
import { JSON_TYPE } from './json-type';

type ApiStyle = 'care' | 'main' | 'site';

/** Each API base with the prefixes of the URLs under it, made once (this runs for every page request). */
const API_STYLES: readonly { base: string; path: string; query: string; style: ApiStyle }[] = (
  [
    [API_PATHS.care, 'care'],
    [API_PATHS.studio, 'care'],
    [API_PATHS.mainSite, 'main'],
    ['/rest', 'main'],
  ] as const
).map(([base, style]) => ({ base, path: `${base}/`, query: `${base}?`, style }));

/** Which wire style an error answer takes: the care API's envelope or the main-site's result. */
export function apiStyle(url: string): ApiStyle {
  for (const { base, path, query, style } of API_STYLES) {
    if (url === base || url.startsWith(path) || url.startsWith(query)) return style;
  }
  return 'site';
}

export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message: string, errors?: Record<string, string>) {
  const style = apiStyle(request.url);
  if (style === 'main') {
    return reply
      .code(status)
      .type(JSON_TYPE)
      .send({ result: 'fail', message, ...(errors ? { errors } : {}) });
  }
  return reply
    .code(status)
    .type(JSON_TYPE)
    .send({ code: status, message, ...(errors ? { errors } : {}) });
}

/** The status and a person-readable message of any error, never a stack or SQL text. */
export function classifyError(error: FastifyError): { status: number; message: string } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) return { status, message: 'Something went wrong on our side. Please try again later.' };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Send the body as application/json.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'The request body is too large.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'The request body is empty.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'The request body is not valid JSON.' };
    default:
      break;
  }
  if (error.name === 'SyntaxError' || /JSON/.test(error.message)) {
    return { status: 400, message: 'The request body is not valid JSON.' };
  }
  if (/prototype/i.test(error.message)) return { status: 400, message: 'The request body contains a forbidden key.' };
  if (status === 429) return { status, message: 'Too many requests. Please wait a moment and try again.' };
  return { status, message: status === 404 ? 'Not found.' : 'The request is not valid.' };
}
