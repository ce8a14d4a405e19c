import { parentPort, workerData } from 'node:worker_threads';
import { drive } from './drive';
import type { WarmPathPlan } from './protocol';

// The warm-up client thread's entry (warm-path.ts starts it): it sends the plan's requests and
// posts what came back. A failure is thrown: the thread's `error` event tells the server.
const result = await drive(workerData as WarmPathPlan);
parentPort?.postMessage(result);
