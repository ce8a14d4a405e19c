export { defaultRenderLink } from './link';
export type { RenderLink } from './link';
