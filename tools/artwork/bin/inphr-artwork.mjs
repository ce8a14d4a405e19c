#!/usr/bin/env node
// `inphr-artwork <images dir>`: the generated pictures of the site, written into <images dir>
// (apps/web/public/images at build). The tool is TypeScript, run through tsx: no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
await main(process.argv.slice(2));
