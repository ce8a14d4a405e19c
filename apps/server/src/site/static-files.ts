import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The web app's public files and hashed assets, each kind cached as long as its name is stable.
 * A file's Brotli or gzip copy made at the build (apps/web/scripts/precompress.mjs) goes out as it
 * is to a browser that accepts it: no compression per request, and smaller than it would make.
 */
export async function registerStaticFiles(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(dist, 'client'),
    preCompressed: true,
    wildcard: false,
    index: false,
    dotfiles: 'ignore',
    etag: true,
    lastModified: true,
    setHeaders(res, path) {
      // Vite's hashed file names change with their content: cache them for a year.
      if (path.includes(`${join(dist, 'client', 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (/[\\/](images|og)[\\/]/.test(path.slice(join(dist, 'client').length))) {
        // Pictures keep their names across releases (the language is in the name, not a hash):
        // a day fresh, then served from cache while revalidated in the background for a week.
        res.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
      } else {
        res.header('cache-control', 'public, max-age=3600');
      }
    },
  });
}
