export { LoadingIndicator } from './loading-indicator';
export type { LoadingIndicatorProps } from './loading-indicator';
