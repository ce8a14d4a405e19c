/**
 * Latency and throughput of the four API calls under a bounded loopback load (a script, not a test).
 * Starts the real server as a child process on a throwaway embedded database, then drives it with
 * autocannon: BENCH_SECONDS per call (default 10) with BENCH_CONNECTIONS connections (default 20).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'inphr-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.DATABASE_URL ? 'unused' : dataDir, LOG_LEVEL: 'warn', SERVE_SITE: 'false', GLOBAL_RATE_LIMIT: '100000000', INQUIRY_RATE_LIMIT: '10000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

interface Case {
  name: string;
  path: string;
  opts?: Partial<autocannon.Options>;
}

async function run(c: Case) {
  const result = await autocannon({ url: `${base}${c.path}`, connections, duration: seconds, ...c.opts });
  return {
    call: c.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

try {
  await waitUp();
  const list = (await (await fetch(`${base}/api/media?hospSeqNo=100&size=1&lang=EN`)).json()) as { data: { list: { id: number }[] } };
  const id = list.data.list[0]!.id;
  const inquiry = JSON.stringify({
    company: 'Bench Clinic', contents: 'Load test inquiry', email: 'bench@naver.com', email1: 'bench', email2: 'naver.com',
    mobile: '01012345678', name: 'Bench', regId: 0, title: 'Benchmark',
  });
  const cases: Case[] = [
    { name: 'GET /api/media (list, size 999)', path: '/api/media?hospSeqNo=100&page=1&size=999&searchKey=&searchText=&lang=EN' },
    { name: 'GET /api/media/{id}', path: `/api/media/${id}?lang=EN` },
    { name: 'POST /rest/frontend/faq/list', path: '/rest/frontend/faq/list', opts: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ searchText: '', langCode: 'EN', page: 1, pageSize: 100 }) } },
    { name: 'POST /rest/frontend/cooperate/insert', path: '/rest/frontend/cooperate/insert', opts: { method: 'POST', headers: { 'content-type': 'application/json' }, body: inquiry } },
  ];
  const rows = [];
  for (const c of cases) rows.push(await run(c));
  console.log(`\n${connections} connections, ${seconds} s per call, loopback, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`);
  console.table(rows);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
