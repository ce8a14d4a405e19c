import { ConfigError, parseConfig } from './config';
import { buildServer } from './server';
import { DataDirectoryError } from './db/data-dir';
import { SchemaBehindError } from './db/migrations';

// The server process: read the settings, build the server, render each page once, listen; close
// with grace on SIGTERM or SIGINT.
let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let app;
try {
  app = await buildServer(config);
} catch (error) {
  // A reason the operator can act on (the data directory is shared or open to others, the schema
  // awaits the migrate command): no stack.
  if (error instanceof DataDirectoryError || error instanceof ConfigError || error instanceof SchemaBehindError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting connections, waits for requests in flight, then runs onClose hooks (database).
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
// The pages rendered once before the first visitor asks (site/warm-up.ts).
const startedWarming = performance.now();
const warmed = await app.warmPages();
app.log.info({ ...warmed, ms: Math.round(performance.now() - startedWarming) }, 'pages rendered before listening');
await app.listen({ port: config.PORT, host: config.HOST });
// The runtime an operator checks first (the same figure /metrics gives as inphr_nodejs_version_info).
app.log.info({ node: process.version }, 'runtime');
