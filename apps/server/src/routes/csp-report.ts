import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../lib/errors';
import { CSP_REPORT_PATH } from '../lib/security';

export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Violations of one request body written to the log, at most. */
export const CSP_REPORT_LOG_LINES = 5;

/** `report-uri` bodies (CSP level 2, still sent by browsers that lack the Reporting API). */
const LEGACY_TYPE = 'application/csp-report';
/** Reporting API bodies: an array of reports, `type: "csp-violation"` among them. */
const REPORTS_TYPE = 'application/reports+json';
const ACCEPTED_TYPES = [LEGACY_TYPE, REPORTS_TYPE, 'application/json'];

/** The facts of one violation worth a log line; every value is cut short (they come from anyone). */
export interface CspViolation {
  blockedUri: string;
  directive: string;
  documentUri: string;
  disposition: string;
  sourceFile: string;
  line: number | undefined;
  sample: string;
}

const MAX_FIELD = 300;

function text(value: unknown): string {
  if (typeof value === 'string') return value.slice(0, MAX_FIELD);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * An address as the log keeps it: without its query or fragment. A studio page's address carries
 * its search (an inquirer's name or e-mail address), and the path alone says where the violation was.
 */
function address(value: unknown): string {
  return text(value).split(/[?#]/, 1)[0]!;
}

function lineNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{"csp-report": {...}}` with kebab-case keys. */
function fromLegacy(body: unknown): CspViolation | undefined {
  if (!isRecord(body) || !isRecord(body['csp-report'])) return undefined;
  const r = body['csp-report'];
  return {
    blockedUri: address(r['blocked-uri']),
    directive: text(r['effective-directive']) || text(r['violated-directive']),
    documentUri: address(r['document-uri']),
    disposition: text(r.disposition),
    sourceFile: address(r['source-file']),
    line: lineNumber(r['line-number']),
    sample: text(r['script-sample']),
  };
}

/** `[{type: "csp-violation", url, body: {...}}, ...]` with camelCase keys; other report types are skipped. */
function fromReports(body: unknown): CspViolation[] | undefined {
  if (!Array.isArray(body)) return undefined;
  const out: CspViolation[] = [];
  for (const report of body) {
    if (!isRecord(report) || report.type !== 'csp-violation' || !isRecord(report.body)) continue;
    const r = report.body;
    out.push({
      blockedUri: address(r.blockedURL),
      directive: text(r.effectiveDirective),
      documentUri: address(r.documentURL) || address(report.url),
      disposition: text(r.disposition),
      sourceFile: address(r.sourceFile),
      line: lineNumber(r.lineNumber),
      sample: text(r.sample),
    });
  }
  return out;
}

/** The violations in a parsed body, or a message saying why there are none. */
export function parseCspReports(body: unknown): { violations: CspViolation[] } | { error: string } {
  const legacy = fromLegacy(body);
  if (legacy) return { violations: [legacy] };
  const reports = fromReports(body);
  if (reports) return { violations: reports };
  return { error: 'The body is neither a CSP report ({"csp-report": {...}}) nor a list of reports.' };
}

/** Reports accepted per client and minute: a broken page sends one per blocked resource, and a few tell all there is to know. */
export const CSP_REPORT_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * POST /csp-report: browsers report Content-Security-Policy violations here. Each one is logged at
 * warn level; the reply is always an empty 204 unless the body is unreadable (400) or not a report
 * type (415). The route never throws on what a client sends.
 */
export function cspReportRoute(rateLimit = CSP_REPORT_RATE_LIMIT): FastifyPluginAsync {
  return async (app) => {
    // Encapsulated: these parsers exist for this route only; the APIs keep speaking JSON alone.
    // Bodies are read as text and parsed in the handler, so malformed JSON gets this route's own answer.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT }, (_request, body, done) => done(null, body));

    app.post(
      CSP_REPORT_PATH,
      { bodyLimit: CSP_REPORT_BODY_LIMIT, config: { rateLimit } },
      async (request: FastifyRequest<{ Body: string | undefined }>, reply: FastifyReply) => {
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        if (!ACCEPTED_TYPES.includes(type)) {
          return sendError(request, reply, 415, `Send the report as ${LEGACY_TYPE} or ${REPORTS_TYPE}.`);
        }
        let body: unknown;
        try {
          body = JSON.parse(request.body ?? '');
        } catch {
          return sendError(request, reply, 400, 'The report is not valid JSON.');
        }
        const parsed = parseCspReports(body);
        if ('error' in parsed) return sendError(request, reply, 400, parsed.error);
        // A body may hold a hundred reports: a few lines say what happened, a count says the rest.
        for (const violation of parsed.violations.slice(0, CSP_REPORT_LOG_LINES)) {
          request.log.warn(
            { csp: violation },
            `CSP violation: ${violation.directive || 'unknown directive'} blocked ${violation.blockedUri || 'an unknown resource'}`,
          );
        }
        const dropped = parsed.violations.length - CSP_REPORT_LOG_LINES;
        if (dropped > 0) request.log.warn({ dropped }, `CSP violations: ${dropped} more in this report not logged`);
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    );
  };
}
