import { workerData } from 'node:worker_threads';
import { keepOwnSourceMaps } from '../boot/source-maps';
import type { HtmlAnswer, HtmlRequest, HtmlThreadData } from './protocol';

// The HTML thread's entry (thread.ts starts it). The DOM is loaded by a dynamic import, so that a
// failure to load it is an answer to each request, not a thread that never answers. The source
// maps come first, so that the DOM's modules are read with them (boot/source-maps.ts).
keepOwnSourceMaps();
const { port, answered } = workerData as HtmlThreadData;
const loading = import('./work').then(({ htmlWork }) => htmlWork());
loading.catch(() => undefined);

async function answer(request: HtmlRequest): Promise<HtmlAnswer> {
  try {
    const run = await loading;
    return { seq: request.seq, ok: true, value: run(request) };
  } catch (error) {
    return { seq: request.seq, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

port.on('message', (request: HtmlRequest) => {
  void answer(request).then((reply) => {
    // Posted first: when the caller sees the number, the answer is in its port's queue.
    port.postMessage(reply);
    Atomics.store(answered, 0, reply.seq);
    Atomics.notify(answered, 0);
  });
});
