import type { Readable } from 'node:stream';
import { errorCodes } from 'fastify';

export interface BodyLimits {
  /** The largest body taken. */
  limit: number;
  /** A larger body is still read to its end, up to this many bytes, before it is refused. */
  readLimit: number;
}

/**
 * Reads a request body of at most `limit` bytes. A larger one is refused only once it has been read
 * to its end (up to `readLimit`), so that the refusal is the last thing on the connection: a client
 * or proxy still sending when the server answered and closed would get a reset in place of the 413.
 * A body declared or found larger than `readLimit` is refused at once.
 */
export function readBoundedBody(payload: Readable, declaredLength: string | undefined, { limit, readLimit }: BodyLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    if (Number(declaredLength) > readLimit) return reject(tooLarge());
    let received = 0;
    let chunks: Buffer[] = [];
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > readLimit) {
        stop();
        return reject(tooLarge());
      }
      if (received > limit) chunks = [];
      else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      if (received > limit) reject(tooLarge());
      else resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
