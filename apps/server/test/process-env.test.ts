import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_PROCESS_DEFAULTS } from '../scripts/launch.mjs';

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
});
