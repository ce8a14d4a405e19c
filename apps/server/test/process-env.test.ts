import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, SERVER_NODE_ARGS, SERVER_PROCESS_DEFAULTS } from '../scripts/launch.mjs';

describe('the server process environment', () => {
  it('is the same in the Dockerfile as where the scripts start the server', () => {
    const dockerfile = readFileSync(new URL('../../../Dockerfile', import.meta.url), 'utf8');
    expect(Object.keys(SERVER_PROCESS_DEFAULTS).length).toBeGreaterThan(0);
    // As ENV writes it: NAME=value, quoted when the value has a space.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const [name, value] of Object.entries(SERVER_PROCESS_DEFAULTS)) {
      const written = value.includes(' ') ? `"${escape(value)}"` : `${escape(value)}\\b`;
      expect(dockerfile).toMatch(new RegExp(`^\\s*${name}=${written}`, 'm'));
    }
  });

  it('runs node with the same arguments in the Dockerfile and in `pnpm start` of the package', () => {
    expect(SERVER_NODE_ARGS).toContain('--no-allocation-site-pretenuring');
    const dockerfile = readFileSync(new URL('../../../Dockerfile', import.meta.url), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_NODE_ARGS, `/app/server/${SERVER_ENTRY}`]);
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.start).toBe(['node', ...SERVER_NODE_ARGS, SERVER_ENTRY].join(' '));
  });
});
