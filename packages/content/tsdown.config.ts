import { defineConfig } from 'tsdown';
import { moduleByModule } from '../tsdown.shared';

export default defineConfig({ ...moduleByModule, entry: ['src/index.ts'] });
