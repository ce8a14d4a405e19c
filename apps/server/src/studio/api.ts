import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { API_PATHS, CSRF_HEADER, type StaffRole } from '@inphr/api';
import { foreignOriginMessage } from '../lib/security';
import { sendError } from '../lib/errors';
import { startPublishScheduler } from './scheduler';
import { findSession, type SessionPolicy, type SignedIn } from './sessions';
import type { StudioContext, StudioOptions } from './context';
import { sessionRoutes } from './routes/session';
import { accountRoutes } from './routes/account';
import { newsRoutes } from './routes/news';
import { faqRoutes } from './routes/faq';
import { inquiryRoutes } from './routes/inquiries';
import { staffRoutes } from './routes/staff';
import { auditRoutes } from './routes/audit';

export type { StudioOptions } from './context';
export { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from './routes/session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a studio request, when the session cookie is valid. */
    studio: SignedIn | undefined;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What an admin may still do while STUDIO_REQUIRE_2FA waits for their second factor. */
const TOTP_SETUP_PATHS = new Set(
  ['GET /me', 'POST /me/totp', 'POST /me/totp/confirm', 'DELETE /session'].map((route) => route.replace(' ', ` ${API_PATHS.studio}`)),
);

function sameSecret(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

/**
 * The staff studio's JSON API under /studio/api/: the session check, the second factor an admin
 * must set up, the cross-site check (Origin and the session's CSRF token) before any route, then
 * each area's routes (routes/*.ts).
 */
export function studioApi(options: StudioOptions): FastifyPluginAsync {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const policy: SessionPolicy = {
    idleMs: config.STUDIO_SESSION_IDLE_MIN * 60_000,
    absoluteMs: config.STUDIO_SESSION_ABSOLUTE_H * 3_600_000,
    now,
  };
  const secure = config.PUBLIC_ORIGIN.startsWith('https:');
  // `__Host-` binds the cookie to this exact origin (Secure, Path=/, no Domain), where TLS allows it.
  const cookieName = secure ? '__Host-inphr_studio' : 'inphr_studio';
  const cookieOptions = { httpOnly: true as const, sameSite: 'strict' as const, secure, path: '/' as const };

  return async (app: FastifyInstance) => {
    await app.register(cookie);
    app.decorateRequest('studio', undefined);
    const scheduler = startPublishScheduler(db, options.newsDue);
    app.addHook('onClose', async () => scheduler.stop());

    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.cookies[cookieName];
      if (token) request.studio = await findSession(db, token, policy);
      const path = request.url.split('?')[0]!;
      if (
        config.STUDIO_REQUIRE_2FA &&
        request.studio?.staff.role === 'admin' &&
        !request.studio.staff.totpEnabled &&
        !TOTP_SETUP_PATHS.has(`${request.method} ${path}`)
      ) {
        return sendError(request, reply, 403, 'Set up two-factor sign-in first (an authenticator app).', { totp: 'required' });
      }
      if (!UNSAFE.has(request.method)) return undefined;
      // Cross-site use: the browser's Origin must be the site's own (required here, unlike the
      // public form), and every change but signing in carries the session's CSRF token.
      if (request.headers.origin !== config.PUBLIC_ORIGIN) {
        return sendError(request, reply, 403, foreignOriginMessage(config.PUBLIC_ORIGIN));
      }
      const signingIn = request.method === 'POST' && path === `${API_PATHS.studio}/session`;
      if (signingIn || !request.studio) return undefined;
      const given = request.headers[CSRF_HEADER];
      if (typeof given !== 'string' || !sameSecret(given, request.studio.csrfToken)) {
        return sendError(request, reply, 403, 'The form has expired. Reload the page and try again.');
      }
      return undefined;
    });

    /** Signed in, and in one of these roles (401 / 403 otherwise). */
    const allow = (...roles: StaffRole[]) =>
      async function requireRole(request: FastifyRequest, reply: FastifyReply) {
        if (!request.studio) return sendError(request, reply, 401, 'Sign in to continue.');
        if (!roles.includes(request.studio.staff.role)) return sendError(request, reply, 403, 'Your role does not allow this.');
        return undefined;
      };
    const context: StudioContext = {
      app,
      db,
      config,
      options,
      now,
      policy,
      cookie: { name: cookieName, options: cookieOptions },
      anyone: allow('admin', 'editor', 'viewer'),
      editors: allow('admin', 'editor'),
      admins: allow('admin'),
      newsChanged: () => {
        options.newsChanged();
        scheduler.reschedule();
      },
    };
    for (const routes of [sessionRoutes, accountRoutes, newsRoutes, faqRoutes, inquiryRoutes, staffRoutes, auditRoutes]) routes(context);
  };
}
