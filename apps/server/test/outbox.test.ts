import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { outboxState } from '../src/db/inquiry-repo';
import { jsonHeaders, startTestServer, validInquiry, type TestServer } from './helpers';

interface Received {
  to: string[];
  body: string;
}

let smtp: SMTPServer;
let port: number;
let received: Received[] = [];
let failNext = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        if (failNext > 0) {
          failNext--;
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        return callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function withServer(fn: (s: TestServer) => Promise<void>) {
  const s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, INQUIRY_NOTIFY_TO: 'partners@inphr.example' });
  try {
    await fn(s);
  } finally {
    await s.close();
  }
}

describe('inquiry notification outbox', () => {
  it('e-mails each new inquiry to INQUIRY_NOTIFY_TO', async () => {
    received = [];
    await withServer(async (s) => {
      const res = await s.app.inject({ method: 'POST', url: '/rest/frontend/cooperate/insert', headers: jsonHeaders, payload: JSON.stringify(validInquiry) });
      expect(res.statusCode).toBe(200);
      await s.app.outbox!.flush();
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['partners@inphr.example']);
      expect(received[0]!.body).toContain('Hospital record linkage');
      const jobs = await outboxState(s.database.db);
      expect(jobs[0]!.sentAt).toBeInstanceOf(Date);
    });
  });

  it('keeps the inquiry and retries when the mail server refuses', async () => {
    received = [];
    failNext = 1;
    await withServer(async (s) => {
      const res = await s.app.inject({ method: 'POST', url: '/rest/frontend/cooperate/insert', headers: jsonHeaders, payload: JSON.stringify(validInquiry) });
      expect(res.statusCode).toBe(200);
      await s.app.outbox!.flush();
      let jobs = await outboxState(s.database.db);
      expect(jobs[0]!.sentAt).toBeNull();
      expect(jobs[0]!.lastError).toMatch(/Mailbox unavailable/);
      expect(received).toHaveLength(0);
      // make the retry due now and run another round
      const { inquiryOutbox } = await import('../src/db/schema');
      await s.database.db.update(inquiryOutbox).set({ nextAttemptAt: new Date(0) });
      await s.app.outbox!.flush();
      jobs = await outboxState(s.database.db);
      expect(jobs[0]!.sentAt).toBeInstanceOf(Date);
      expect(jobs[0]!.attempts).toBe(2);
      expect(received).toHaveLength(1);
    });
  });

  it('answers success while the mail server is down', async () => {
    const s = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9', INQUIRY_NOTIFY_TO: 'partners@inphr.example' });
    try {
      const res = await s.app.inject({ method: 'POST', url: '/rest/frontend/cooperate/insert', headers: jsonHeaders, payload: JSON.stringify(validInquiry) });
      expect(res.statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });
});
