import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jsonHeaders, startTestServer, validInquiry } from './helpers';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  it('counts one client across two instances', async () => {
    const overrides = { REDIS_URL: redisUrl!, INQUIRY_RATE_LIMIT: '2' };
    const a = await startTestServer(overrides);
    const b = await startTestServer(overrides, { database: a.database });
    // a fresh address per run: counters of earlier runs stay in Redis for the window
    const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const post = (s: typeof a) =>
      s.app.inject({ method: 'POST', url: '/rest/frontend/cooperate/insert', headers: jsonHeaders, payload: JSON.stringify(validInquiry), remoteAddress: ip });
    try {
      expect((await post(a)).statusCode).toBe(200);
      expect((await post(b)).statusCode).toBe(200);
      expect((await post(a)).statusCode).toBe(429);
      expect((await post(b)).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
