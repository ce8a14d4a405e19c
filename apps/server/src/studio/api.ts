import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { API_PATHS, CSRF_HEADER, type StaffRole } from '@inphr/api';
import { foreignOriginMessage } from '../lib/security';
import { sendError } from '../lib/errors';
import { startPublishScheduler } from './scheduler';
import { findSession, secondFactorRequired, type SessionPolicy, type SignedIn } from './sessions';
import type { StudioContext, StudioOptions } from './context';
import { sessionRoutes } from './routes/session';
import { accountRoutes } from './routes/account';
import { newsRoutes } from './routes/news';
import { imageRoutes } from './routes/images';
import { presenceRoutes } from './routes/presence';
import { overviewRoutes } from './routes/overview';
import { faqRoutes } from './routes/faq';
import { inquiryRoutes } from './routes/inquiries';
import { staffRoutes } from './routes/staff';
import { auditRoutes } from './routes/audit';
import { twoFactorRoutes } from './routes/two-factor';
import { passkeyRoutes } from './routes/passkeys';
import { invitationRoutes } from './routes/invitations';
import { passwordResetRoutes } from './routes/password-reset';
import { staffResetRoutes } from './routes/staff-resets';
import { TotpSecrets } from './second-factor';
import { keysFrom } from '../lib/secret-box';

export type { StudioOptions } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a studio request, when the session cookie is valid. */
    studio: SignedIn | undefined;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const routesOf = (routes: string[]) => new Set(routes.map((route) => route.replace(' ', ` ${API_PATHS.studio}`)));
/** What an account may still do while STUDIO_REQUIRE_2FA waits for its second factor: set one up. */
const SECOND_FACTOR_SETUP_PATHS = routesOf([
  'GET /me',
  'POST /me/totp',
  'POST /me/totp/confirm',
  'GET /me/passkeys',
  'POST /me/passkeys/options',
  'POST /me/passkeys',
  'DELETE /session',
]);
/** What someone an admin asked for a new password may still do until they have chosen it. */
const PASSWORD_CHANGE_PATHS = routesOf(['GET /me', 'POST /me/password', 'DELETE /session']);
/**
 * Routes for someone not signed in (signing in, a link's page): they use no session, so a session
 * this browser has neither limits them nor must give its CSRF token; the Origin check applies.
 */
const OPEN_ROUTES = routesOf(['POST /session', 'POST /password/forgot', 'POST /password/reset', 'POST /invitations/accept']);

/** Seals second factors' keys where no STUDIO_SECRET_KEY is set (development and tests only). */
const DEVELOPMENT_SECRET_KEY = 'development only: not a secret, set STUDIO_SECRET_KEY';

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
  // Required in production (config.ts); elsewhere a fixed key, which seals but keeps nothing secret.
  const totp = new TotpSecrets(keysFrom(config.STUDIO_SECRET_KEY ?? DEVELOPMENT_SECRET_KEY, config.STUDIO_SECRET_KEY_PREVIOUS));

  return async (app: FastifyInstance) => {
    if (config.STUDIO_REQUIRE_2FA === 'off') {
      app.log.warn('STUDIO_REQUIRE_2FA=off: editors and admins read inquirers’ details with a password alone; set personal-data (the default) or all');
    }
    await app.register(cookie);
    app.decorateRequest('studio', undefined);
    await totp.resealAll(db, app.log);
    const scheduler = startPublishScheduler(db, options.newsDue, now);
    app.addHook('onClose', async () => scheduler.stop());

    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.cookies[cookieName];
      // A call that is not the person's doing (an open editor's presence) does not keep the session alive.
      const passive = request.routeOptions.config?.sessionIdle === 'passive';
      if (token) request.studio = await findSession(db, token, policy, { touch: !passive });
      const path = request.url.split('?')[0]!;
      const route = `${request.method} ${path}`;
      const open = OPEN_ROUTES.has(route);
      const who = request.studio?.staff;
      // A new password first, then (an admin, where required) the second factor.
      if (who?.mustChangePassword && !open && !PASSWORD_CHANGE_PATHS.has(route)) {
        return sendError(request, reply, 403, 'Choose a new password first.', { password: 'change required' });
      }
      if (who && secondFactorRequired(config, who) && !who.mustChangePassword && !open && !SECOND_FACTOR_SETUP_PATHS.has(route)) {
        return sendError(request, reply, 403, 'Set up two-factor sign-in first (an authenticator app or a passkey).', { secondFactor: 'required' });
      }
      if (!UNSAFE.has(request.method)) return undefined;
      // Cross-site use: the browser's Origin must be the site's own (required here, unlike the
      // public form), and every change but the open routes carries the session's CSRF token.
      if (request.headers.origin !== config.PUBLIC_ORIGIN) {
        return sendError(request, reply, 403, foreignOriginMessage(config.PUBLIC_ORIGIN));
      }
      if (open || !request.studio) return undefined;
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
      totp,
      anyone: allow('admin', 'editor', 'viewer'),
      editors: allow('admin', 'editor'),
      admins: allow('admin'),
      newsChanged: () => {
        options.newsChanged();
        scheduler.reschedule();
      },
    };
    for (const routes of [
      sessionRoutes,
      accountRoutes,
      twoFactorRoutes,
      passkeyRoutes,
      passwordResetRoutes,
      newsRoutes,
      imageRoutes,
      presenceRoutes,
      overviewRoutes,
      faqRoutes,
      inquiryRoutes,
      staffRoutes,
      invitationRoutes,
      staffResetRoutes,
      auditRoutes,
    ])
      routes(context);
  };
}
