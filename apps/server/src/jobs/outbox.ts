import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { oneLine } from '@inphr/api';
import type { Db } from '../db/database';
import { claimDueOutbox, getInquiry, markOutboxFailed, markOutboxSent } from '../db/inquiry-repo';

export interface Outbox {
  start(): void;
  stop(): Promise<void>;
  /** Runs a delivery round soon (after a new inquiry). */
  kick(): void;
  /** A delivery round that starts after the call (one already under way may have missed what was just queued); resolves when it has finished. */
  flush(): Promise<void>;
}

interface OutboxOptions {
  smtpUrl: string;
  /** Where inquiries' notifications go (none are queued without it). */
  to: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
}

/**
 * Sends the queued e-mails: one notification per stored inquiry, and messages to staff. The inquiry is already committed; a mail
 * failure only reschedules the job with backoff, never touching the inquiry itself.
 */
export function createOutbox(db: Db, { smtpUrl, to, from, log, pollMs = 15_000 }: OutboxOptions): Outbox {
  const transport = nodemailer.createTransport(smtpUrl);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  /** What a job sends: a message to a staff member, or an inquiry's notification (gone with the inquiry). */
  async function mailOf(job: { inquiryId: number | null; to: string | null; subject: string | null; body: string | null }) {
    if (job.to) return { to: job.to, subject: job.subject ?? '', text: job.body ?? '' };
    const inquiry = job.inquiryId === null || !to ? undefined : await getInquiry(db, job.inquiryId);
    if (!inquiry) return undefined;
    // Each field on its own line, whatever a row stored before line breaks were refused holds: a
    // name must not add a line the mail's reader takes for another field.
    return {
      to,
      subject: `[inPHR] New partnership inquiry #${inquiry.id}`,
      text: [
        `Received: ${inquiry.createdAt.toISOString()}`,
        `Name: ${oneLine(inquiry.name)}`,
        `Company / position: ${oneLine(inquiry.company)}`,
        `Contact: ${oneLine(inquiry.mobile)}`,
        `E-mail: ${oneLine(inquiry.email)}`,
        `Title: ${oneLine(inquiry.title)}`,
        '',
        inquiry.contents,
      ].join('\n'),
    };
  }

  async function round(): Promise<void> {
    const jobs = await claimDueOutbox(db, 20);
    for (const job of jobs) {
      const mail = await mailOf(job);
      if (!mail) {
        await markOutboxSent(db, job.id);
        continue;
      }
      try {
        await transport.sendMail({ from, ...mail });
        await markOutboxSent(db, job.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ outboxId: job.id, attempt: job.attempts + 1, err: message }, 'inquiry notification failed; will retry');
        await markOutboxFailed(db, job.id, job.attempts + 1, message);
      }
    }
  }

  function run(): Promise<void> {
    if (!running) {
      running = round()
        .catch((error: unknown) => log.error({ err: error }, 'outbox round failed'))
        .finally(() => {
          running = undefined;
        });
    }
    return running;
  }

  return {
    start() {
      stopped = false;
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
      void run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport.close();
    },
    kick() {
      if (!stopped) setImmediate(() => void run());
    },
    async flush() {
      await running;
      await run();
    },
  };
}
