import type { MouseEvent } from 'react';
import { VisuallyHidden } from '../../theme/visually-hidden';
import { REDUCED_MOTION_QUERY, matchesMedia } from '../../hooks/use-media-query';
import { ArrowUpIcon } from '../icons';
import { FloatingButton } from './scroll-to-top.styles';
import { SCROLL_TOP_TARGET_ID } from './target';

export { SCROLL_TOP_TARGET_ID };

export interface ScrollToTopButtonProps {
  /** Accessible name of the link (it shows an arrow only). */
  label: string;
}

/**
 * A floating round link, always shown, back to the top of the page. Before any script runs it is
 * an in-page link to `#top`: the browser scrolls (smoothly, unless reduced motion is asked for) and
 * focuses that target; without such an element `#top` still means the top. Once hydrated it
 * scrolls and moves focus itself, leaving the address without a `#top`.
 */
export function ScrollToTopButton({ label }: ScrollToTopButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: matchesMedia(REDUCED_MOTION_QUERY) ? 'instant' : 'smooth' });
    // Keyboard users continue from the top of the page rather than from the button.
    const target = document.getElementById(SCROLL_TOP_TARGET_ID);
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  return (
    <FloatingButton href={`#${SCROLL_TOP_TARGET_ID}`} onClick={onClick}>
      <ArrowUpIcon size={24} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </FloatingButton>
  );
}
