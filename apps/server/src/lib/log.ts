/**
 * How errors reach the log. A database error carries the SQL and its parameters (drizzle's
 * "Failed query: … params: …", node-postgres' `detail` with the offending values): a failed
 * inquiry insert would write a name, a phone number and an e-mail address. Of those errors only
 * the kind, the SQLSTATE code and the table or constraint are kept. Never the text of the query,
 * its parameters, or the server's message (which may quote a value).
 */

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

function databaseCause(error: Error): DatabaseErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const fields = current as Error & DatabaseErrorFields & { query?: unknown; params?: unknown };
    const sqlState = typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code);
    if (sqlState && fields.severity !== undefined) return fields;
    if ('params' in fields || 'query' in fields || current.name === 'DrizzleQueryError') {
      current = current.cause;
      if (!(current instanceof Error)) return {};
      continue;
    }
    current = current.cause;
  }
  return undefined;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The stack's frames only: its first line repeats the message. */
function frames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const database = databaseCause(error);
  if (database) {
    const code = typeof database.code === 'string' ? database.code : 'unknown';
    return {
      type: 'DatabaseError',
      message: `database error (SQLSTATE ${code})`,
      stack: frames(error.stack),
      code,
      table: typeof database.table === 'string' ? database.table : undefined,
      constraint: typeof database.constraint === 'string' ? database.constraint : undefined,
      routine: typeof database.routine === 'string' ? database.routine : undefined,
    };
  }
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, stack: error.stack ?? '', ...(typeof code === 'string' ? { code } : {}) };
}

/** What a request line says of a request (Fastify's own fields, pino's `req`). */
export interface LoggedRequest {
  [field: string]: unknown;
  method: string;
  url: string;
  host?: string;
}

/**
 * The studio: its addresses carry searches of the inbox (a name, an e-mail address, a phone), in
 * its API's and in its pages' (the address bar, `next=` after an expired session).
 */
const UNLOGGED_QUERIES = /^\/studio(?:\/|\?|$)/;

/**
 * A request as its log lines show it: its method, URL and host, with the query string of a
 * studio address left out (a search for an inquirer's e-mail address would otherwise be
 * logged with it). Not the client's IP address or port, which Fastify's own serializer adds: an
 * address is personal data, and the request id ties a line to the rest of a request's lines.
 */
export function serializeRequest(request: { method: string; url: string; host?: string }): LoggedRequest {
  const query = request.url.indexOf('?');
  const url = query !== -1 && UNLOGGED_QUERIES.test(request.url) ? `${request.url.slice(0, query)}?…` : request.url;
  return { method: request.method, url, host: request.host };
}
