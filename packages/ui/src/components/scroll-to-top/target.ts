/** The id of the element focus moves to after scrolling up (e.g. a skip-link target). */
export const SCROLL_TOP_TARGET_ID = 'top';
