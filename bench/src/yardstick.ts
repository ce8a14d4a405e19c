/**
 * What the load test's yardsticks share: the answers they send (one of ours per address, as
 * sent: its headers and compressed bytes) and how a forked yardstick gets them. Each runs as its
 * own process (forked by throughput.ts) so that, like the real server, it does not share a CPU
 * thread with the load generator.
 */

export interface StaticResponse {
  path: string;
  status: number;
  contentType: string;
  /** Every other header of our answer (its encoding, security headers, ETag, cache policy…), sent alike. */
  headers: [string, string][];
  /** base64 */
  body: string;
}

export interface FixedAnswer {
  status: number;
  /** Its type and every header of `StaticResponse.headers`, as name/value pairs (the length is the server's to set). */
  headers: [string, string][];
  body: Buffer;
}

/** The answers by address (path and query), with their bytes decoded and their type among the headers. */
export function fixedAnswers(responses: readonly StaticResponse[]): Map<string, FixedAnswer> {
  return new Map(
    responses.map((r) => {
      const body = Buffer.from(r.body, 'base64');
      const headers: [string, string][] = [['content-type', r.contentType], ...r.headers];
      return [r.path, { status: r.status, headers, body }];
    }),
  );
}

/**
 * A forked yardstick's side of the protocol: the answers come in one IPC message; `listen` starts
 * the server on a free loopback port and returns that port, which goes back to the parent. The
 * process ends when its parent does.
 */
export function serveOverIpc(listen: (answers: Map<string, FixedAnswer>) => Promise<number>): void {
  process.once('message', (message: { responses: StaticResponse[] }) => {
    listen(fixedAnswers(message.responses)).then(
      (port) => process.send?.({ port }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  process.once('disconnect', () => process.exit(0));
}
