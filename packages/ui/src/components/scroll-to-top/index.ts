export { ScrollToTopButton, SCROLL_TOP_TARGET_ID } from './scroll-to-top';
export type { ScrollToTopButtonProps } from './scroll-to-top';
