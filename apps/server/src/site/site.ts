import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { sendError } from '../lib/errors';

/** Placeholder until the SSR handler lands: unknown paths answer 404 JSON. */
export async function registerSite(app: FastifyInstance, _config: ServerConfig): Promise<void> {
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'Not found.'));
}
