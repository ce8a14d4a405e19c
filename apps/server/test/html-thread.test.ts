import { afterEach, describe, expect, it } from 'vitest';
import { HtmlThread, type HtmlThreadOptions } from '../src/html-dom/thread';
import type { HtmlTask } from '../src/html-dom/protocol';

const threads: HtmlThread[] = [];
function threadWith(options: HtmlThreadOptions): HtmlThread {
  const thread = new HtmlThread(options);
  threads.push(thread);
  return thread;
}
afterEach(() => {
  for (const thread of threads.splice(0)) void thread.stop();
});

const UNSAFE = '<p onclick="x()">Hi <img src="https://elsewhere.example/a.png" onerror="y()"><script>z()</script></p>';

describe('the HTML thread', () => {
  it('answers asynchronously, ends after its idle time, and the next request starts it again', async () => {
    const thread = threadWith({ idleMs: 200, answerTimeoutMs: 60_000 });
    expect(thread.started).toBe(false);
    const first = await thread.run({ op: 'sanitize', kind: 'news', html: UNSAFE });
    expect(first).toBe('<p>Hi <img></p>');
    expect(await thread.run({ op: 'text', html: '<h2>Title</h2><p>One<br>two</p>' })).toBe('Title One two');
    expect(thread.started).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(thread.started).toBe(false);
    expect(await thread.run({ op: 'sanitize', kind: 'news', html: UNSAFE })).toBe(first);
    expect(thread.started).toBe(true);
  });

  it('gives a task it cannot do back to its caller as an error, and answers the next one', async () => {
    const thread = threadWith({ idleMs: 60_000, answerTimeoutMs: 60_000 });
    await expect(thread.run({ op: 'nothing-such', html: '<p>x</p>' } as unknown as HtmlTask)).rejects.toThrow('HTML thread: unknown task "nothing-such"');
    expect(await thread.run({ op: 'imageAlt', html: '<p>x</p>', key: 'k', alt: 'a' })).toBe('<p>x</p>');
  });

  it('ends a thread that does not answer in time, and the next request gets its own answer', async () => {
    const options = { idleMs: 60_000, answerTimeoutMs: 1 };
    const thread = threadWith(options);
    // Its first answer waits for jsdom to load: far longer than a millisecond.
    await expect(thread.run({ op: 'text', html: '<p>first</p>' })).rejects.toThrow('HTML thread: no answer within 1 ms');
    options.answerTimeoutMs = 60_000;
    expect(await thread.run({ op: 'text', html: '<p>second</p>' })).toBe('second');
  });

  it('adds the stored widths of an uploaded image, and leaves others as they are', async () => {
    const thread = threadWith({ idleMs: 60_000, answerTimeoutMs: 60_000 });
    const key = 'a'.repeat(32);
    const html = `<p><img src="/uploads/${key}-800.webp" alt=""><img src="/uploads/${'b'.repeat(32)}-800.webp" alt=""></p>`;
    const out = await thread.run({ op: 'imageSources', html, widths: new Map([[key, [400, 800]]]) });
    expect(out).toContain(`srcset="/uploads/${key}-400.webp 400w, /uploads/${key}-800.webp 800w"`);
    expect(out.match(/srcset=/g)).toHaveLength(1);
    expect(await thread.run({ op: 'imageSources', html, widths: new Map() })).toBe(html);
  });
});
