import { VisuallyHidden } from '../../theme/visually-hidden';
import { REDUCED_MOTION_QUERY, matchesMedia } from '../../hooks/use-media-query';
import { ArrowUpIcon } from '../icons';
import { FloatingButton } from './scroll-to-top.styles';

export interface ScrollToTopButtonProps {
  /** Accessible name of the button (it shows an arrow only). */
  label: string;
}

/** The id of the element focus moves to after scrolling up (e.g. a skip-link target). */
export const SCROLL_TOP_TARGET_ID = 'top';

/** A floating button, always shown, that scrolls the window back to the top. */
export function ScrollToTopButton({ label }: ScrollToTopButtonProps) {
  const onClick = () => {
    window.scrollTo({ top: 0, behavior: matchesMedia(REDUCED_MOTION_QUERY) ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page rather than from the button.
    const target = document.getElementById(SCROLL_TOP_TARGET_ID);
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  return (
    <FloatingButton type="button" onClick={onClick}>
      <ArrowUpIcon size={24} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </FloatingButton>
  );
}
