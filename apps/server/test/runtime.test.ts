import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
/** The project's Node line, as .nvmrc names it (nvm, fnm and setup-node read it). */
const line = read('.nvmrc').trim();

describe("the project's Node line", () => {
  it('is what these tests run on (pnpm scripts use the node devDependency)', () => {
    expect(process.versions.node.split('.')[0]).toBe(line);
    const root = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> };
    expect(root.devDependencies.node).toMatch(new RegExp(`^[~^]?${line}\\.`));
  });

  it('is the one package.json engines, the image, the CI workflows and the server build name', () => {
    const root = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(root.engines.node).toMatch(new RegExp(`^>=${line}\\.`));
    const bases = [...read('Dockerfile').matchAll(/^FROM node:([^\s-]+)-/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThan(0);
    expect(new Set(bases)).toEqual(new Set([line]));
    for (const workflow of ['ci.yml', 'chromatic.yml']) expect(read(`.github/workflows/${workflow}`)).toMatch(new RegExp(`node-version: ${line}\\b`));
    expect(read('apps/server/scripts/build.mjs')).toContain(`target: 'node${line}'`);
  });
});
