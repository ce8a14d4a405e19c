import { performance } from 'node:perf_hooks';

/**
 * The share of the event loop's time (`performance.eventLoopUtilization`) above which the server
 * is taken to be answering visitors. A few visitors a second keep it near 0.01; a load keeps it
 * near 1.
 */
export const BUSY_LOOP_UTILIZATION = 0.25;

/**
 * Waits `ms` and answers whether the event loop was quiet meanwhile: used at most
 * BUSY_LOOP_UTILIZATION of the time, whatever kept it busy (requests of any kind, writes, renders).
 */
export async function loopStayedQuiet(ms: number): Promise<boolean> {
  const from = performance.eventLoopUtilization();
  await new Promise((resolve) => setTimeout(resolve, ms).unref());
  return performance.eventLoopUtilization(from).utilization <= BUSY_LOOP_UTILIZATION;
}
