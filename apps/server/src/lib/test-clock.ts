import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { ServerConfig } from '../config';
import { sendError } from './errors';

const advanceSchema = z
  .object({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(10 * 365 * 24 * 3600 * 1000),
  })
  .strict();

/**
 * The server's clock as the browser tests move it (session expiry, schedules, the cache's ages) instead of
 * waiting: `POST /__test/clock {"advanceMs": n}` moves it forward. Only under NODE_ENV=test: a
 * production server has no such route, and its clock is the system's.
 */
export function testClock(app: FastifyInstance, config: ServerConfig): { now: () => Date } | undefined {
  if (config.NODE_ENV !== 'test') return undefined;
  let offset = 0;
  app.post('/__test/clock', async (request, reply) => {
    const body = advanceSchema.safeParse(request.body);
    if (!body.success) return sendError(request, reply, 400, 'Send {"advanceMs": a whole number of milliseconds ≥ 0}.');
    offset += body.data.advanceMs;
    return { offsetMs: offset };
  });
  return { now: () => new Date(Date.now() + offset) };
}
