import { config } from 'zod';

// Zod tries `new Function` to speed up object parsing, and it tries as soon as a schema is built
// (packages/api builds them when imported): the CSP forbids it and reports each try. Imported
// first by main.tsx, so that this runs before any schema exists.
config({ jitless: true });
