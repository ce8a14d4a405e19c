import { FIRST_LOAD_JS_BUDGET } from './page-weight';

/*
 * Every threshold the bench judges a run by, in one place: the Lighthouse budgets every page is
 * held to (the Lighthouse section's own summary), and the goals of issue 73 (goals.ts, RESULTS.md).
 * Nothing else states a number.
 */

/** The budgets of every page's Lighthouse run. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95, // mobile only: desktop is easier and not budgeted
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  firstLoadJs: FIRST_LOAD_JS_BUDGET,
  cls: 0.02,
  /** Mobile only: the throttled main thread's blocking time and all its work (ms). */
  tbt: 200,
  mainThread: 1500,
} as const;

/** The API calls D2 judges (api.ts names them so). */
export const NEWS_LIST_CALL = 'GET /api/media (list, size 999)';
export const NEWS_ITEM_CALL = 'GET /api/media/{id} (counts a view)';

/** The goals of issue 73. */
export const GOALS = {
  /** As deployed: kept pages against nginx serving the same bytes alone (req/s ratio). */
  D1: { connections: 64, minRatio: 0.8 },
  /** As deployed: the news list and a news item, all 2xx, no timeout, every view counted. */
  D2: { connections: 200, p99MaxMs: 50 },
  /** As deployed: mixed visitors for --soak-minutes (10 in the full run). */
  D3: { connections: 16, minutes: 10, p99MaxMs: 50, maxMs: 250 },
  /** One instance: mixed visitors (the soak per engine). */
  S1: { connections: 16, p99MaxMs: 50 },
  /** One instance: kept pages against nginx serving the same bytes (req/s ratio). */
  S2: { connections: 64, minRatio: 0.25 },
  /** One instance: resident memory at rest after the loads (MB), per engine. */
  S3: { PGlite: 300, PostgreSQL: 200 },
  /** A built server answers /readyz 200 within this many seconds of its spawn. */
  T1: { maxSeconds: 10 },
  /** Lines of apps/server/src (*.test.ts not counted). */
  L1: { maxLines: 10_000 },
  /** Settings: the keys of envSchema (apps/server/src/config.ts). */
  L2: { maxSettings: 42 },
} as const;

/** The loads' seconds of the full run (--seconds): shorter loads are a smoke run's (RESULTS.md says so). */
export const FULL_RUN_SECONDS = 10;
