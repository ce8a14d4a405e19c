import styled from 'styled-components';
import { focusRing } from '../../theme/helpers';
import { theme } from '../../theme/theme';
import { SCROLL_TOP_TARGET_ID } from './target';

/** A link that looks like a round button: it works before any script (an in-page link to the top). */
export const FloatingButton = styled.a`
  position: fixed;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  /* Clear of the iOS home indicator. */
  bottom: max(${theme.space.md}, env(safe-area-inset-bottom));
  z-index: ${theme.zIndices.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 2px solid ${theme.colors.background};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.textInverse};
  box-shadow: ${theme.shadows.md};
  cursor: pointer;
  text-decoration: none;

  &:hover {
    background: ${theme.colors.primaryHover};
  }
  &:focus-visible {
    ${focusRing}
  }

  /* Before the app runs the browser follows the link to the #top target. The page glides up
     while that target is both reached and focused, which is right after the press and no longer:
     once focus moves on, scrolls (such as those that bring a focused element into view) are
     instant again. Reduced motion: a jump. */
  @media (prefers-reduced-motion: no-preference) {
    /* (naming the link itself (&) keeps the rule on the page's root, not inside the link) */
    html:has(&):has(#${SCROLL_TOP_TARGET_ID}:target:focus) {
      scroll-behavior: smooth;
    }
  }
`;
