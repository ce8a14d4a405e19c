import { defineConfig } from 'tsdown';
import { moduleByModule } from '../tsdown.shared.ts';

// `@inphr/api` and `@inphr/api/queries`; the wire schemas stay a module of their own, loaded with the first call.
export default defineConfig({ ...moduleByModule, entry: ['src/index.ts', 'src/queries.ts'] });
