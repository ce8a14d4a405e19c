import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { sendError } from './errors';

/** Path of the CSP report endpoint (routes/csp-report.ts), named in the policy (`report-uri`) and in `Reporting-Endpoints`. */
export const CSP_REPORT_PATH = '/csp-report';
/** Name of the reporting endpoint in `Reporting-Endpoints` and the `report-to` directive. */
export const CSP_REPORT_GROUP = 'csp';

const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/** Origin of the configured map tile server, allowed in img-src. */
function tileOrigin(config: ServerConfig): string {
  try {
    return new URL(config.MAP_TILE_URL.replace(/{[^}]+}/g, 'a')).origin.replace('://a.', '://*.');
  } catch {
    return '';
  }
}

/**
 * What the policy allows inline: a response's nonce (the studio's page, made per response), or
 * the hashes of a page's own inline scripts and styles (a public page: the same bytes for every
 * visitor, kept and revalidated, so nothing in it may change per response).
 */
export type CspSources = { nonce: string } | { scriptHashes: readonly string[]; styleHashes: readonly string[] };

export function contentSecurityPolicy(sources: CspSources, config: ServerConfig): string {
  const tiles = tileOrigin(config);
  const [scripts, styles] = 'nonce' in sources ? [[`'nonce-${sources.nonce}'`], [`'nonce-${sources.nonce}'`]] : [sources.scriptHashes, sources.styleHashes];
  return [
    `default-src 'self'`,
    // Without a hash or a nonce, 'strict-dynamic' allows no script at all.
    ['script-src', ...scripts, `'strict-dynamic'`].join(' '),
    ['style-src', `'self'`, ...styles].join(' '),
    `img-src 'self' data: ${tiles}`.trim(),
    `font-src 'self'`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
    ...(config.TRUST_TLS ? ['upgrade-insecure-requests'] : []),
    ...REPORTING_DIRECTIVES,
  ].join('; ');
}

/**
 * Violations are reported to our own endpoint: `report-to` for browsers with the Reporting API
 * (they then ignore `report-uri`), `report-uri` for the others.
 */
const REPORTING_DIRECTIVES = [`report-to ${CSP_REPORT_GROUP}`, `report-uri ${CSP_REPORT_PATH}`];
const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
const NON_HTML_POLICY = ["default-src 'none'", "frame-ancestors 'none'", ...REPORTING_DIRECTIVES].join('; ');

/**
 * Security headers on every response (errors included), a CSP on HTML, cross-site POSTs refused,
 * and request bodies with a Content-Encoding (RFC 7694: 415): none is inflated.
 * The hooks run on every request: callback-style, no promise per hook (a kept answer is sent with
 * little other work, so every hook's turn of the microtask queue shows).
 */
export function registerSecurity(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onRequest', function refuseForeignWrites(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    if (request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH' || request.method === 'DELETE') {
      // The site's configured address, not the Host header: a proxy may rewrite Host (nginx sends
      // its upstream's name by default), and a client may send any Host it likes.
      const site = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const foreignOrigin = origin !== undefined && origin !== config.PUBLIC_ORIGIN;
      if (site === 'cross-site' || foreignOrigin) {
        void sendError(request, reply, 403, foreignOriginMessage(config.PUBLIC_ORIGIN));
        return;
      }
      const coding = request.headers['content-encoding'];
      if (coding !== undefined && coding.trim().toLowerCase() !== 'identity') {
        void sendError(request, reply, 415, 'Compressed request bodies are not accepted: send the body uncompressed.');
        return;
      }
    }
    done();
  });
  const headers = securityHeaders(config);
  app.addHook('onSend', function addSecurityHeaders(_request, reply, payload, done) {
    applySecurityHeaders(reply, headers);
    done(null, payload);
  });
}

/**
 * The headers every response carries, errors included: also called for the answers Fastify makes
 * before any hook runs (a malformed URL, see server.ts `frameworkErrors`).
 */
export function setSecurityHeaders(reply: FastifyReply, config: ServerConfig): void {
  applySecurityHeaders(reply, securityHeaders(config));
}

function applySecurityHeaders(reply: FastifyReply, headers: SecurityHeaders): void {
  const type = reply.getHeader('content-type');
  // HTML comes with its own policy (a page: the hashes of its inline code; the studio: its nonce);
  // any other HTML may run nothing inline.
  const html = typeof type === 'string' && type.startsWith('text/html');
  setHeaders(reply, html ? headers.document : headers.other);
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', html ? headers.htmlPolicy : NON_HTML_POLICY);
}

/**
 * What only a document (HTML) acts on: how it sends referrers, who may frame it, which features and
 * windows it shares, whether it prefetches DNS. JSON, images and other files need none of them:
 * their `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'` already keeps them from
 * running or being framed should a browser open one as a document.
 */
const DOCUMENT_HEADERS: HeaderList = [
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['permissions-policy', PERMISSIONS_POLICY],
  ['origin-agent-cluster', '?1'],
  ['x-dns-prefetch-control', 'off'],
];

/** Header names and values, set in this order: a list, so that no answer lists an object's keys again. */
type HeaderList = readonly (readonly [name: string, value: string])[];

/** Sets a list's headers; indexed, so that an answer allocates nothing for it (no iterator, no pair taken apart). */
function setHeaders(reply: FastifyReply, headers: HeaderList): void {
  for (let i = 0; i < headers.length; i += 1) {
    const header = headers[i]!;
    reply.header(header[0], header[1]);
  }
}

/** A configuration's headers, made once: those of a document and of any other answer, and the policy of HTML without its own. */
interface SecurityHeaders {
  document: HeaderList;
  other: HeaderList;
  htmlPolicy: string;
}

const headersByConfig = new WeakMap<ServerConfig, SecurityHeaders>();
function securityHeaders(config: ServerConfig): SecurityHeaders {
  let headers = headersByConfig.get(config);
  if (!headers) {
    const everyAnswer: HeaderList = [
      ['x-content-type-options', 'nosniff'],
      ['cross-origin-resource-policy', 'same-origin'],
      ...(config.TRUST_TLS ? [['strict-transport-security', 'max-age=63072000; includeSubDomains'] as const] : []),
      ['reporting-endpoints', REPORTING_ENDPOINTS],
    ];
    headers = {
      document: Object.freeze([...everyAnswer, ...DOCUMENT_HEADERS]),
      other: Object.freeze(everyAnswer),
      htmlPolicy: contentSecurityPolicy({ scriptHashes: [], styleHashes: [] }, config),
    };
    headersByConfig.set(config, headers);
  }
  return headers;
}

/**
 * The refusal of a change from another origin. It names the site's configured address (never the
 * request's): the usual cause on a developer's machine is the page opened at 127.0.0.1 while the
 * site's address is localhost, or the other way round.
 */
export function foreignOriginMessage(publicOrigin: string): string {
  return `Requests from other sites are not accepted. This site's address is ${publicOrigin}: open it there (PUBLIC_ORIGIN sets it).`;
}
