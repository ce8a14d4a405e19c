import { createServer } from 'node:net';
import { type ScanResult, scan } from '@mdn/mdn-http-observatory';
import { clip, heading, table } from './format';

/**
 * The MDN HTTP Observatory's own scanner (npm @mdn/mdn-http-observatory), run in-process on the
 * local server. Its CLI takes a bare host name and always scans http://host:80/ and https://host:443/,
 * so we call scan() with explicit ports; scan() used to drop those options, which our pnpm patch fixes
 * (patches/@mdn__mdn-http-observatory@1.4.8.patch, see pnpm-workspace.yaml).
 * There is no TLS on loopback: the https:// side is pointed at a port that closes every connection,
 * so the scanner sees "no HTTPS" and the two TLS tests say so; they are reported as not applicable.
 */
export const TLS_TESTS = new Set(['redirection', 'strict-transport-security']);

export interface ObservatoryTest {
  name: string;
  pass: boolean | null;
  result: string | null;
  scoreModifier: number | null;
  description: string | null;
  verdict: 'PASS' | 'FAIL' | 'TLS — n/a here';
}

export interface ObservatoryScan {
  path: string;
  grade: string | null;
  score: number | null;
  statusCode: number | null;
  tests: ObservatoryTest[];
  passed: number;
  applicable: number;
}

/** A TCP port that accepts and at once closes connections: "nothing speaks TLS here". */
async function closedPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, close: () => new Promise((r) => server.close(() => r())) };
}

export async function runObservatory(base: string, paths: readonly string[]): Promise<ObservatoryScan[]> {
  const url = new URL(base);
  const noTls = await closedPort();
  const scans: ObservatoryScan[] = [];
  try {
    for (const path of paths) {
      console.error(`[observatory] scanning ${base}${path}…`);
      let result: ScanResult;
      try {
        result = await scan(url.hostname, { httpPort: url.port, httpsPort: String(noTls.port), path });
      } catch (error) {
        throw new Error(`the Observatory could not scan ${base}${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const tests: ObservatoryTest[] = Object.entries(result.tests).map(([name, t]) => ({
        name,
        pass: t.pass,
        result: t.result,
        scoreModifier: t.scoreModifier,
        description: t.scoreDescription,
        verdict: TLS_TESTS.has(name) ? 'TLS — n/a here' : t.pass ? 'PASS' : 'FAIL',
      }));
      const applicable = tests.filter((t) => t.verdict !== 'TLS — n/a here');
      scans.push({
        path,
        grade: result.scan.grade,
        score: result.scan.score,
        statusCode: result.scan.statusCode,
        tests,
        passed: applicable.filter((t) => t.verdict === 'PASS').length,
        applicable: applicable.length,
      });
    }
  } finally {
    await noTls.close();
  }
  return scans;
}

export function printObservatory(scans: readonly ObservatoryScan[], version: string): void {
  for (const s of scans) {
    console.log(
      heading(`MDN HTTP OBSERVATORY ${version} — ${s.path} (HTTP ${s.statusCode}); grade ${s.grade}, score ${s.score} (the grade counts the TLS tests)`),
    );
    console.log(
      table(
        [
          { header: 'test', align: 'left' },
          { header: 'pass', align: 'left' },
          { header: 'result', align: 'left' },
          { header: 'score modifier' },
          { header: 'verdict', align: 'left' },
        ],
        s.tests.map((t) => [t.name, String(t.pass), t.result ?? '–', t.scoreModifier === null ? '–' : String(t.scoreModifier), t.verdict]),
      ),
    );
    for (const t of s.tests.filter((x) => x.verdict === 'FAIL')) console.log(`  FAIL ${t.name}: ${clip(t.description ?? '', 200)}`);
    console.log(`observatory ${s.path}: ${s.passed} of ${s.applicable} tests pass (${s.tests.length - s.applicable} tied to TLS: n/a here)`);
  }
}
