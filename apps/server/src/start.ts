import { keepOwnSourceMaps } from './boot/source-maps';

// The server process's entry (`pnpm start`, the launcher, the Dockerfile's CMD): the source maps
// first, then the server, whose modules are read after the maps are on (boot/source-maps.ts).
keepOwnSourceMaps();
await import('./main');
