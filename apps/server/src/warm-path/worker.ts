import { parentPort, workerData } from 'node:worker_threads';
import { keepOwnSourceMaps } from '../boot/source-maps';
import type { WarmPathPlan } from './protocol';

// The warm-up client thread's entry (warm-path.ts starts it): it sends the plan's requests and
// posts what came back. A failure is thrown: the thread's `error` event tells the server.
keepOwnSourceMaps();
const { drive } = await import('./drive');
const result = await drive(workerData as WarmPathPlan);
parentPort?.postMessage(result);
