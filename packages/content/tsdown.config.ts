import { defineConfig } from 'tsdown';
import { moduleByModule } from '../tsdown.shared.ts';

export default defineConfig({ ...moduleByModule, entry: ['src/index.ts'] });
