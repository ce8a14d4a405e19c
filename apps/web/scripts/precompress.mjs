// `node scripts/precompress.mjs <dir>`: a Brotli (quality 11) and a gzip (level 9) copy beside every
// text file of the client build (`x.js.br`, `x.js.gz`), which the server sends as they are to a
// browser that accepts them (@fastify/static's preCompressed): compressed once, at the build, as
// small as these formats go, instead of at every request at the fast settings a server can afford
// per request (Brotli 4: the runtime chunk 119 KB, here 102 KB; the home page's hero picture
// 19.2 KB, here 16.4 KB). Files under one TCP segment, or that do not shrink, get no copies.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|xml|txt|map)$/;
/** The server compresses nothing smaller either (COMPRESS_MIN_BYTES, apps/server/src/server.ts). */
const MIN_BYTES = 1400;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: precompress.mjs <client build dir>');
  process.exit(2);
}
const root = resolve(dir);
const files = (await readdir(root, { recursive: true })).filter((f) => COMPRESSIBLE.test(f)).map((f) => join(root, f));

let raw = 0;
let packed = 0;
let written = 0;
async function compress(file) {
  if ((await stat(file)).size < MIN_BYTES) return;
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  if (br.length >= body.length * 0.95) return;
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  raw += body.length;
  packed += br.length;
  written += 1;
}

// Compression runs on libuv's threads: a few files at a time keep every core busy.
const queue = [...files];
await Promise.all(
  Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
  }),
);
console.log(`precompress: ${written} files, ${(raw / 1024).toFixed(0)} KiB -> ${(packed / 1024).toFixed(0)} KiB as Brotli (gzip beside)`);
