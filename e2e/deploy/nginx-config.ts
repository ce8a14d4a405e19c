import { readFileSync } from 'node:fs';

/**
 * The shipped proxy configuration (deploy/nginx.conf, which compose mounts as the nginx image's
 * conf.d/default.conf), made runnable on this machine by changing only what must differ: the
 * upstream addresses (compose's service names become loopback ports), the listening address and
 * the micro-cache's directory and the access log (the image's /var/cache/nginx and /var/log/nginx
 * become private ones). Everything
 * else (headers, retries, body limits, timeouts, what is cached) is tested exactly as it ships.
 */
export const SHIPPED_NGINX_CONF = new URL('../../deploy/nginx.conf', import.meta.url);

export function readShippedNginxConf(): string {
  return readFileSync(SHIPPED_NGINX_CONF, 'utf8');
}

export class NginxConfigError extends Error {}

export interface NginxSiteTarget {
  /** `host:port` of each instance, in the order of the shipped `server` lines (as many as there are). */
  upstreams: readonly string[];
  /** `host:port` nginx listens on, in place of the shipped `listen 80;`. */
  listen: string;
  /** The micro-cache's directory, in place of the shipped `proxy_cache_path` one (an absolute path). */
  cacheDir: string;
  /** The access log's file, in place of the shipped `access_log` one (an absolute path). */
  accessLog: string;
}

const UPSTREAM_OPEN = /^\s*upstream\s+inphr\s*\{\s*$/;
const SERVER_LINE = /^(\s*)server\s+([^\s;]+)((?:\s+[^\s;]+)*)\s*;\s*$/;
const LISTEN_LINE = /^(\s*)listen\s+80\s*;\s*$/;
const ADDRESS = /^[0-9.]+:[0-9]{1,5}$/;
const CACHE_PATH_LINE = /^(\s*)proxy_cache_path\s+(\/\S+)(\s+.*;)\s*$/;
const ACCESS_LOG_LINE = /^(\s*)access_log\s+(\/\S+)(\s+[^;]*;)\s*$/;

/** The indexes (0-based) of the lines `renderNginxSite` replaces: the upstream servers, `listen`, `proxy_cache_path` and `access_log`. */
export function substitutedLines(shipped: string): { servers: number[]; listen: number; cachePath: number; accessLog: number } {
  const lines = shipped.split('\n');
  const opens = lines.flatMap((line, i) => (UPSTREAM_OPEN.test(line) ? [i] : []));
  if (opens.length !== 1) throw new NginxConfigError(`deploy/nginx.conf: expected one "upstream inphr {" line, found ${opens.length}`);
  const servers: number[] = [];
  let closed = false;
  for (let i = opens[0]! + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*\}\s*$/.test(line)) {
      closed = true;
      break;
    }
    if (SERVER_LINE.test(line)) servers.push(i);
    else if (/^\s*server\b/.test(line))
      throw new NginxConfigError(`deploy/nginx.conf line ${i + 1}: an upstream server line this test cannot read: ${line.trim()}`);
  }
  if (!closed) throw new NginxConfigError('deploy/nginx.conf: the upstream inphr block does not close');
  if (servers.length === 0) throw new NginxConfigError('deploy/nginx.conf: the upstream inphr block names no server');
  const listens = lines.flatMap((line, i) => (LISTEN_LINE.test(line) ? [i] : []));
  const anyListen = lines.filter((line) => /^\s*listen\b/.test(line)).length;
  if (listens.length !== 1 || anyListen !== 1) {
    throw new NginxConfigError(`deploy/nginx.conf: expected exactly one "listen 80;" line and no other listen, found ${listens.length} of ${anyListen}`);
  }
  const cachePaths = lines.flatMap((line, i) => (CACHE_PATH_LINE.test(line) ? [i] : []));
  const anyCachePath = lines.filter((line) => /^\s*proxy_cache_path\b/.test(line)).length;
  if (cachePaths.length !== 1 || anyCachePath !== 1) {
    throw new NginxConfigError(`deploy/nginx.conf: expected exactly one one-line "proxy_cache_path /… …;", found ${cachePaths.length} of ${anyCachePath}`);
  }
  const accessLogs = lines.flatMap((line, i) => (ACCESS_LOG_LINE.test(line) ? [i] : []));
  const anyAccessLog = lines.filter((line) => /^\s*access_log\b/.test(line)).length;
  if (accessLogs.length !== 1 || anyAccessLog !== 1) {
    throw new NginxConfigError(`deploy/nginx.conf: expected exactly one one-line "access_log /… format;", found ${accessLogs.length} of ${anyAccessLog}`);
  }
  return { servers, listen: listens[0]!, cachePath: cachePaths[0]!, accessLog: accessLogs[0]! };
}

/**
 * deploy/nginx.conf with each upstream `server <address> <params>;` given one of `upstreams`
 * (keeping its params), `listen 80;` made `listen <listen>;`, the cache's directory `cacheDir` and the access log `accessLog`. Throws when the shipped file does
 * not have those lines exactly, so that a change to it fails here, loudly, instead of being tested
 * on a configuration of the test's own.
 */
export function renderNginxSite(shipped: string, target: NginxSiteTarget): string {
  const { servers, listen, cachePath, accessLog } = substitutedLines(shipped);
  if (target.upstreams.length !== servers.length) {
    throw new NginxConfigError(`deploy/nginx.conf has ${servers.length} upstream servers; ${target.upstreams.length} addresses were given`);
  }
  for (const address of [...target.upstreams, target.listen]) {
    if (!ADDRESS.test(address)) throw new NginxConfigError(`not an IPv4 host:port: ${address}`);
  }
  const lines = shipped.split('\n');
  servers.forEach((index, n) => {
    const [, indent, , params] = SERVER_LINE.exec(lines[index]!)!;
    lines[index] = `${indent}server ${target.upstreams[n]}${params};`;
  });
  const [, indent] = LISTEN_LINE.exec(lines[listen]!)!;
  lines[listen] = `${indent}listen ${target.listen};`;
  if (!/^\/\S+$/.test(target.cacheDir)) throw new NginxConfigError(`not an absolute path without spaces: ${target.cacheDir}`);
  const [, cacheIndent, , cacheParams] = CACHE_PATH_LINE.exec(lines[cachePath]!)!;
  lines[cachePath] = `${cacheIndent}proxy_cache_path ${target.cacheDir}${cacheParams}`;
  if (!/^\/\S+$/.test(target.accessLog)) throw new NginxConfigError(`not an absolute path without spaces: ${target.accessLog}`);
  const [, logIndent, , logParams] = ACCESS_LOG_LINE.exec(lines[accessLog]!)!;
  lines[accessLog] = `${logIndent}access_log ${target.accessLog}${logParams}`;
  return lines.join('\n');
}

/**
 * The main context around the site file, as the official nginx image's /etc/nginx/nginx.conf
 * includes conf.d/*.conf: the same http-level settings (none of them proxy settings), with the
 * pid, logs and temporary files in `dir` so that no root-owned path of the machine is used.
 */
export function mainNginxConf(dir: string, siteFile: string, options: { asRoot: boolean }): string {
  return `# The equivalent of the nginx image's nginx.conf, around deploy/nginx.conf (included below).
${options.asRoot ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${siteFile};
}
`;
}

/** nginx's size syntax (`1m`, `16m`, `512k`, `1024`) in bytes. */
export function nginxSizeBytes(size: string): number {
  const match = /^([0-9]+)([kKmMgG]?)$/.exec(size);
  if (!match) throw new NginxConfigError(`not an nginx size: ${size}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2]!.toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(match[1]) * unit;
}

/** The `client_max_body_size` of the block that opens with `opening` (e.g. `location = /studio/api/images {`). */
export function bodyLimitOf(conf: string, opening: RegExp): number {
  const lines = conf.split('\n');
  const start = lines.findIndex((line) => opening.test(line));
  if (start < 0) throw new NginxConfigError(`deploy/nginx.conf: no block opening with ${opening}`);
  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!.replace(/#.*/, '');
    // Only this block's own directives, not those of a block nested in it.
    const limit = depth === 1 ? /^\s*client_max_body_size\s+(\S+)\s*;/.exec(line) : null;
    if (limit) return nginxSizeBytes(limit[1]!);
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth === 0) break;
  }
  throw new NginxConfigError(`deploy/nginx.conf: the block opening with ${opening} sets no client_max_body_size`);
}
