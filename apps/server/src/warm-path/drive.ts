import { Agent, request } from 'node:http';
import type { WarmPathPlan, WarmPathResult } from './protocol';

/**
 * Sends the plan's requests with node's HTTP client, `connections` at a time on kept-alive
 * connections, every `newConnectionEvery`-th on a connection of its own; reads every answer to its
 * end. Resolves with the answers' statuses once all are answered or failed.
 */
export async function drive(plan: WarmPathPlan): Promise<WarmPathResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections });
  const result: WarmPathResult = { statuses: {}, failed: 0 };
  let next = 0;
  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const call = plan.calls[index % plan.calls.length]!;
      const fresh = plan.newConnectionEvery > 0 && index % plan.newConnectionEvery === plan.newConnectionEvery - 1;
      const req = request(`${plan.base}${call.path}`, { headers: call.headers, agent: fresh ? false : agent }, (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          result.statuses[status] = (result.statuses[status] ?? 0) + 1;
          resolve();
        });
        res.on('error', () => {
          result.failed += 1;
          resolve();
        });
      });
      req.on('error', () => {
        result.failed += 1;
        resolve();
      });
      req.end();
    });
  const lane = async () => {
    while (next < plan.requests) await one(next++);
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, plan.connections) }, lane));
  } finally {
    agent.destroy();
  }
  return result;
}
