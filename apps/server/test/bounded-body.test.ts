import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBoundedBody } from '../src/lib/bounded-body';

const limits = { limit: 10, readLimit: 20 };

/** A body arriving in `pieces`; the stream is ended after them unless `end` is false. */
function body(pieces: Buffer[], end = true) {
  const stream = new PassThrough();
  setImmediate(() => {
    for (const piece of pieces) stream.write(piece);
    if (end) stream.end();
  });
  return stream;
}

describe('readBoundedBody', () => {
  it('gives the whole body when it is within the limit', async () => {
    const read = await readBoundedBody(body([Buffer.from('hello'), Buffer.from(' you')]), '9', limits);
    expect(read.toString()).toBe('hello you');
    expect((await readBoundedBody(body([Buffer.alloc(10, 1)]), undefined, limits)).length).toBe(10);
  });

  it('refuses a larger body only after its end, with the framework’s 413', async () => {
    const stream = body([Buffer.alloc(8), Buffer.alloc(8)]);
    let ended = false;
    stream.on('end', () => (ended = true));
    const error = await readBoundedBody(stream, '16', limits).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(ended).toBe(true);
  });

  it('refuses at once a body declared larger than it reads, and stops reading one found larger', async () => {
    const never = body([], false);
    await expect(readBoundedBody(never, '21', limits)).rejects.toMatchObject({ statusCode: 413 });
    const endless = body([Buffer.alloc(15), Buffer.alloc(15)], false);
    await expect(readBoundedBody(endless, undefined, limits)).rejects.toMatchObject({ statusCode: 413 });
    expect(endless.listenerCount('data')).toBe(0);
  });

  it('passes on a broken stream’s error', async () => {
    const stream = new PassThrough();
    setImmediate(() => stream.destroy(new Error('aborted')));
    await expect(readBoundedBody(stream, '5', limits)).rejects.toThrow('aborted');
  });
});
