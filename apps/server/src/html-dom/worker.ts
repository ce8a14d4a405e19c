import { parentPort } from 'node:worker_threads';
import type { HtmlAnswer, HtmlRequest } from './protocol';

// The HTML thread's entry (thread.ts starts it). The DOM is loaded by a dynamic import, so that a
// failure to load it is an answer to each request, not a thread that never answers.
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

parentPort!.on('message', (request: HtmlRequest) => {
  void answer(request).then((reply) => parentPort!.postMessage(reply));
});
